import ical, { ICalCalendarMethod } from 'ical-generator';
import { portalTimeZone, type EventResponse } from '@cp/contracts/events';
import { inPortalZone } from './local-time';
import { vtimezone } from './vtimezone';

/**
 * One gathering as an iCalendar invitation (a mail attachment): the event, or one occurrence of
 * a series with its RECURRENCE-ID, so a calendar that holds the series' feed files it under it.
 */
export function occurrenceInvitation(
  event: EventResponse,
  when: { start: string; end: string },
  occurrence: string,
): string {
  const calendar = ical({
    prodId: { company: 'Chapter Portal', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezone },
  });
  const start = inPortalZone(when.start);
  calendar.createEvent({
    id: event.id,
    start,
    end: when.end > when.start ? inPortalZone(when.end) : start.add(1, 'hour'),
    timezone: portalTimeZone,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: event.locationLink,
    ...(occurrence && { recurrenceId: start }),
  });
  return calendar.toString();
}
