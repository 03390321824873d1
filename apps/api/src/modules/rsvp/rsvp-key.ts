import { occurrences, type EventResponse } from '@cp/contracts/events';
import { parseRsvpKey, rsvpMessages, type RsvpKey } from '@cp/contracts/rsvp';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { findEvent } from '../events';

export interface ResolvedKey extends RsvpKey {
  event: EventResponse;
  /** The occurrence's local start and end (a one-off event's own), or undefined for a series itself. */
  when?: { start: string; end: string };
}

const dateOf = (local: string) => local.slice(0, 10);

/**
 * The event or occurrence an RSVP key names (decision 0019). An unknown event, or a date that is
 * not one of the series' occurrences, is 404; an occurrence of a one-off event too. `find` reads
 * the event (an RSVP reads it from the events cache of its routes).
 */
export async function resolveRsvpKey(
  db: Db,
  key: string,
  find: (eventId: string) => Promise<EventResponse | undefined> = (eventId) => findEvent(db, eventId),
): Promise<ResolvedKey> {
  const parsed = parseRsvpKey(key);
  if (!parsed) throw badRequest('Not an event or an occurrence of one.');
  const event = await find(parsed.eventId);
  if (!event) throw notFound('Event not found.');
  if (!parsed.occurrence) {
    if (event.repeats) return { ...parsed, event };
    const [only] = occurrences(event);
    return { ...parsed, event, when: only };
  }
  if (!event.repeats) throw notFound('Event not found.');
  // Start at the occurrence on or just before that date instead of walking the series from its first.
  const stepDays = event.repeats === 'biweekly' ? 14 : 7;
  const daysIn = (Date.parse(parsed.occurrence) - Date.parse(dateOf(event.start))) / 86_400_000;
  for (const occurrence of occurrences(event, Math.max(0, Math.floor(daysIn / stepDays)))) {
    if (dateOf(occurrence.start) === parsed.occurrence) return { ...parsed, event, when: occurrence };
    if (dateOf(occurrence.start) > parsed.occurrence) break;
  }
  throw notFound('Event not found.');
}

/** An RSVP or a check-in names one gathering: a series must be narrowed to an occurrence first. */
export function assertOneGathering(
  key: ResolvedKey,
): asserts key is ResolvedKey & { when: { start: string; end: string } } {
  if (!key.when) throw badRequest(rsvpMessages.chooseOccurrence);
}
