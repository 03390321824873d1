import { rsvpStateText } from '@cp/contracts/rsvp';
import type { EventRepeat } from '@cp/contracts/events';
import type { MyRsvp, RsvpSummary } from '@cp/contracts/rsvp';
import { formatLocalDateTime, formatLocalTime, toPortalLocal } from '../../lib/portal-clock';

// No dayjs and no schemas here: the light page for visitors (decision 0032) shows these texts too.
// The API's times are wall-clock portal time ('2025-09-04T18:00:00'): read as written, never converted.
// One way to write a date and time in the portal (issue 43): lib/time's and portal-clock's 'Sep 4, 2025 6:00 PM'.
const dayAndTime = formatLocalDateTime;

/** 'Sep 4, 2025 6:00 PM – 8:00 PM'; an end on another day is given in full. */
export function formatWhen(start: string, end?: string): string {
  if (!end || end === start) return dayAndTime(start);
  const sameDay = end.slice(0, 10) === start.slice(0, 10);
  return `${dayAndTime(start)} – ${sameDay ? formatLocalTime(end) : dayAndTime(end)}`;
}

/** An epoch-seconds moment in portal time: 'Sep 4, 2025 6:00 PM'. */
export const formatEpoch = (seconds: number) => formatLocalDateTime(toPortalLocal(seconds * 1000));

const repeatWords: Record<EventRepeat, string> = { weekly: 'Every week', biweekly: 'Every other week' };

/**
 * When an event page's gathering happens: a one-off event's or one occurrence's times (`when`), or
 * for a series itself how it repeats and its first date.
 */
export function eventWhenText(
  event: { start: string; end?: string; repeats?: EventRepeat },
  when?: { start: string; end?: string },
): string {
  if (when) return formatWhen(when.start, event.end === undefined ? undefined : when.end);
  return `${event.repeats ? `${repeatWords[event.repeats]}, from ` : ''}${formatWhen(event.start, event.end)}`;
}

/** When RSVPs open or close, as one sentence. */
export function windowText(summary: RsvpSummary, nowSeconds: number): string {
  const { rsvpOpenAt, rsvpCloseAt } = summary;
  if (rsvpOpenAt === null || rsvpCloseAt === null) return 'This event does not take RSVPs.';
  if (summary.open) return `RSVPs are open until ${formatEpoch(rsvpCloseAt)}.`;
  if (nowSeconds < rsvpOpenAt) return `RSVPs open ${formatEpoch(rsvpOpenAt)}.`;
  return `RSVPs closed ${formatEpoch(rsvpCloseAt)}.`;
}

/** How full the event is: places left, or full with or without a waitlist. */
export function placesText(summary: RsvpSummary): string {
  if (summary.rsvpLimit === null) return `${summary.confirmed} going`;
  const left = Math.max(0, summary.rsvpLimit - summary.confirmed);
  if (left > 0) return `${left} of ${summary.rsvpLimit} places left`;
  return summary.waitlist ? 'Full — waitlist open' : 'Full';
}

/** Whether every place is taken: an RSVP then joins the waitlist (when it is open). */
export const isFull = (summary: RsvpSummary) => summary.rsvpLimit !== null && summary.confirmed >= summary.rsvpLimit;

/** What the RSVP button says before the click: 'Join the waitlist' on a full event, else 'RSVP'. */
export const rsvpButtonText = (summary: RsvpSummary) =>
  isFull(summary) && summary.waitlist ? 'Join the waitlist' : 'RSVP';

/**
 * The event page's address with this ending means "here to RSVP": the way back from signing in
 * and from making the RSVP profile ends so, and the page then puts focus on its RSVP button.
 */
export const toRsvpHere = '#rsvp';

/** Whether the RSVP button can still get the member a place or a waitlist spot. */
export const hasRoom = (summary: RsvpSummary) =>
  summary.rsvpLimit === null || summary.confirmed < summary.rsvpLimit || summary.waitlist;

/** A member's RSVP status in words: attended, confirmed or their waitlist position. */
export function rsvpStatusText(rsvp: Pick<MyRsvp, 'status' | 'waitlistPosition' | 'checkedIn'>): string {
  return rsvpStateText({ status: rsvp.status, place: rsvp.waitlistPosition, checkedIn: rsvp.checkedIn });
}
