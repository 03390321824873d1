import type { CheckInRequest, CheckInResponse } from '@cp/contracts/tickets';

/**
 * How long after this scanner admitted a code a second read of that code is taken for the same
 * ticket still held in front of the camera, not for someone presenting it again.
 */
export const repeatReadWindowMs = 10_000;

const keyOf = (request: CheckInRequest) =>
  'ticketId' in request
    ? `ticket:${request.ticketId}`
    : `${request.type}:${request.email.toLowerCase()}:${request.stripePi}`;

/**
 * The last admission this scanner made. A read of the same code within the window answers with
 * that admission (shown as "admitted just now by this scanner") instead of asking the server,
 * which would refuse it as already redeemed and raise a false alarm. Each repeat renews the window.
 */
export function createRecentAdmission(now: () => number = Date.now) {
  let last: { key: string; result: CheckInResponse; until: number } | null = null;
  return {
    remember(request: CheckInRequest, result: CheckInResponse) {
      last = { key: keyOf(request), result, until: now() + repeatReadWindowMs };
    },
    /** Renews the window from now: called when the result is closed. */
    renew() {
      if (last) last.until = now() + repeatReadWindowMs;
    },
    repeatOf(request: CheckInRequest): CheckInResponse | null {
      if (!last || last.key !== keyOf(request) || now() > last.until) return null;
      return last.result;
    },
  };
}
