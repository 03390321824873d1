import { formatRsvpKey } from '@cp/contracts/rsvp';
import { nextOccurrence, occurrences, type EventRepeat, type Occurrence } from '@cp/contracts/events';
import type { Db } from '../../db/client';
import { portalNow } from './local-time';
import { listEventRows, toEventResponse } from './repository';

/** An occurrence as the home pages show it: its RSVP key, title and local times. */
export interface EventOccurrence {
  /** The RSVP key: the event's id, or `{id}~{date}` for an occurrence of a series. */
  key: string;
  eventId: string;
  title: string;
  start: string;
  end?: string;
  location: string;
  host: string;
}

const keyOf = (eventId: string, repeats: boolean, occurrence: Occurrence) =>
  formatRsvpKey({ eventId, occurrence: repeats ? occurrence.start.slice(0, 10) : '' });

/** The next `limit` occurrences not yet over, one per event (a series shows its next one), soonest first. */
export async function nextPublicEvents(db: Db, limit: number): Promise<EventOccurrence[]> {
  const now = portalNow();
  const next: EventOccurrence[] = [];
  for (const row of await listEventRows(db)) {
    const event = toEventResponse(row);
    const occurrence = nextOccurrence(event, now);
    if (!occurrence) continue;
    next.push({
      key: keyOf(event.id, event.repeats !== undefined, occurrence),
      eventId: event.id,
      title: event.title,
      start: occurrence.start,
      ...(event.end && { end: occurrence.end }),
      location: event.location,
      host: event.host,
    });
  }
  return next.sort((a, b) => a.start.localeCompare(b.start)).slice(0, limit);
}

/** One row of `eventsNearSql`'s json (local portal times). */
export interface NearEventJson {
  id: string;
  title: string;
  start: string;
  end: string | null;
  location: string;
  host: string;
  repeats: EventRepeat | null;
  repeatEnds: string | null;
  repeatExcludes: string[];
}

/** The occurrences of these events that start in [from, to) (local portal times), in start order. */
export function occurrencesBetween(rows: NearEventJson[], from: string, to: string): EventOccurrence[] {
  const found: EventOccurrence[] = [];
  for (const row of rows) {
    const schedule = {
      start: row.start,
      ...(row.end && { end: row.end }),
      ...(row.repeats && { repeats: row.repeats }),
      ...(row.repeatEnds && { repeatEnds: row.repeatEnds }),
      repeatExcludes: row.repeatExcludes,
    };
    for (const occurrence of occurrences(schedule, skipBefore(schedule, from))) {
      if (occurrence.start >= to) break;
      if (occurrence.start < from) continue;
      found.push({
        key: keyOf(row.id, row.repeats !== null, occurrence),
        eventId: row.id,
        title: row.title,
        start: occurrence.start,
        ...(row.end && { end: occurrence.end }),
        location: row.location,
        host: row.host,
      });
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start));
}

const dayMs = 86_400_000;
/** How many occurrences of a series lie wholly before `from`: skipped, not walked. */
function skipBefore(schedule: { start: string; repeats?: EventRepeat }, from: string): number {
  if (!schedule.repeats) return 0;
  const step = (schedule.repeats === 'biweekly' ? 14 : 7) * dayMs;
  return Math.max(0, Math.floor((Date.parse(`${from}Z`) - Date.parse(`${schedule.start}Z`)) / step) - 1);
}
