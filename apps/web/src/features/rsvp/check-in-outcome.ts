import { checkInMessages, type RsvpCheckInRequest, type RsvpCheckInResult } from '@cp/contracts/rsvp';
import { errorMessage, isApiError } from '../../lib/api-client';

/**
 * What the door shows after one check-in: admitted; already checked in (the server's words
 * say when and by whom); or refused (check-in disabled, an unknown or forged code, a bad NetID).
 * `subject` is whom the request named, when it named someone readable (not a QR token). Someone
 * on the waitlist is not let in: the officer sees so, and may admit them as a walk-in on purpose
 * by sending `request` again with `admitAsWalkIn`.
 */
export type CheckInOutcome =
  | { kind: 'admitted'; result: RsvpCheckInResult }
  | { kind: 'waitlisted'; message: string; subject?: string; request: RsvpCheckInRequest }
  | { kind: 'already'; message: string; subject?: string }
  | { kind: 'refused'; message: string; subject?: string };

const fallback = 'The check-in failed. Please try again.';

export function subjectOf(request: RsvpCheckInRequest): string | undefined {
  if ('netId' in request) return request.netId;
  if ('email' in request) return request.email;
  return undefined;
}

/**
 * A check-in's answer: admitted now, or (asked with `answerRepeat`) checked in before, or (asked
 * with `answerWaitlisted`) on the waitlist and not checked in.
 */
export function outcomeOfResult(result: RsvpCheckInResult, request: RsvpCheckInRequest): CheckInOutcome {
  if (result.waitlisted && !request.admitAsWalkIn)
    return { kind: 'waitlisted', message: result.waitlisted, subject: subjectOf(request), request };
  if (result.alreadyCheckedIn)
    return { kind: 'already', message: result.alreadyCheckedIn, subject: subjectOf(request) };
  return { kind: 'admitted', result };
}

export function outcomeOfError(error: unknown, request: RsvpCheckInRequest): CheckInOutcome {
  const subject = subjectOf(request);
  if (isApiError(error) && error.status === 409 && error.message === checkInMessages.waitlisted)
    return { kind: 'waitlisted', message: error.message, subject, request };
  if (isApiError(error) && error.status === 409) return { kind: 'already', message: error.message, subject };
  return { kind: 'refused', message: errorMessage(error, fallback), subject };
}
