import ical, { ICalEventRepeatingFreq, type ICalRepeatingOptions } from 'ical-generator';
import { portalTimeZone } from '@cp/contracts/events';
import { inPortalZone } from './local-time';
import type { EventRow } from './repository';
import { vtimezone } from './vtimezone';

/** spec section 9: an event without an end lasts one hour. */
const defaultDurationHours = 1;

function repeatRule(row: EventRow): ICalRepeatingOptions | undefined {
  if (!row.repeats) return undefined;
  const startTime = inPortalZone(row.startsAt).format('HH:mm:ss');
  return {
    freq: ICalEventRepeatingFreq.WEEKLY,
    interval: row.repeats === 'biweekly' ? 2 : 1,
    // The event carries its own TZID and the calendar none, so UNTIL comes out in UTC as RFC 5545 asks.
    ...(row.repeatEndsAt && { until: row.repeatEndsAt }),
    // An EXDATE must name the excluded occurrence itself: that day at the event's start time.
    ...(row.repeatExcludes.length > 0 && {
      exclude: row.repeatExcludes.map((day) => inPortalZone(`${day}T${startTime}`)),
    }),
  };
}

/** An RFC 5545 calendar of the events, times in the chapter's zone, named for its host (or all hosts). */
export function buildCalendar(name: string, rows: EventRow[], hostNames: Map<string, string>): string {
  const calendar = ical({
    name,
    prodId: { company: 'Chapter Portal', product: 'Events', language: 'EN' },
    timezone: { name: null, generator: vtimezone },
  });
  for (const row of rows) {
    const start = inPortalZone(row.startsAt);
    calendar.createEvent({
      id: row.id,
      stamp: row.updatedAt,
      start,
      end: row.endsAt ? inPortalZone(row.endsAt) : start.add(defaultDurationHours, 'hour'),
      timezone: portalTimeZone,
      summary: row.title,
      description: row.description,
      location: row.location,
      url: row.locationLink,
      categories: [{ name: hostNames.get(row.host) ?? row.host }],
      repeating: repeatRule(row),
    });
  }
  return calendar.toString();
}
