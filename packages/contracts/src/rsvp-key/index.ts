// No imports: the light page for visitors (decision 0032) reads this file, and zod would double its bundle.

/**
 * An RSVP key names what a member RSVPs to (decision 0019): the event's id for a one-off event,
 * `{eventId}~{YYYY-MM-DD}` for one occurrence of a repeating event, the date being the
 * occurrence's start date in portal time. `~` is unreserved in URLs: the key reads the same in
 * a path, a link and a QR.
 */
export interface RsvpKey {
  eventId: string;
  /** The occurrence's start date, or '' for the event itself (a one-off event, or a series' defaults). */
  occurrence: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The shape of a key, for a route's params: an event id, then optionally `~` and a date. */
export const rsvpKeyPattern = /^[0-9a-fA-F-]{36}(~\d{4}-\d{2}-\d{2})?$/;

/** The key's parts, or null when it is not an event id with an optional occurrence date. */
export function parseRsvpKey(key: string): RsvpKey | null {
  const [eventId = '', occurrence = '', ...rest] = key.split('~');
  if (rest.length > 0 || !uuid.test(eventId)) return null;
  if (key.includes('~') && !day.test(occurrence)) return null;
  return { eventId: eventId.toLowerCase(), occurrence };
}

export function formatRsvpKey({ eventId, occurrence }: RsvpKey): string {
  return occurrence ? `${eventId}~${occurrence}` : eventId;
}
