import type { CheckInResponse } from '@cp/contracts/tickets';
import { isApiError } from '../../lib/api-client';

/**
 * What one scan came to. `repeat`: the same code read again just after this scanner admitted it
 * (recent-admission.ts). `offline`: decided by this device from its prepared list (decision 0023).
 */
export type ScanOutcome =
  | { ok: true; result: CheckInResponse; repeat?: boolean; offline?: boolean }
  | { ok: false; message: string; offline?: boolean };

const failure = "System encountered a failure, please contact the chapter's infrastructure chairs.";

/**
 * spec section 8: a server error as 'Error <id> (<name>): <message>'; a call past 10 s as 'The
 * request timed out.'; anything else (no connection, an answer that is not the portal's) as the
 * fallback, so that the door staff always see one of the spec's texts.
 */
export function describeScanError(error: unknown): string {
  if (isApiError(error) && error.id > 0) return `Error ${error.id} (${error.name}): ${error.message}`;
  if (isApiError(error) && error.name === 'TimeoutError') return error.message;
  return failure;
}

/** No answer: no network, or none in time. The door then decides from its list, if it has one. */
export const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.name === 'NetworkError' || error.name === 'TimeoutError');
