import { isUpcomingEvent, type EventResponse, type ListEventsFilter } from '@cp/contracts/events';
import type { Db } from '../../db/client';
import { portalNow } from './local-time';
import { listEventRows, toEventResponse } from './repository';

/** spec/decisions.md, "Events": the public feed may be up to 120 s old. */
export const feedMaxAgeSeconds = 120;

/**
 * Every event in start order, narrowed by the feed's filters: only those still ahead (the same
 * occurrence rule the web app and the iCalendar expansion use), only some hosts, only featured.
 */
export async function listEvents(db: Db, filter: ListEventsFilter, includeMetadata = false): Promise<EventResponse[]> {
  const now = portalNow();
  const hosts = new Set(filter.host);
  return (await listEventRows(db))
    .map((row) => toEventResponse(row, includeMetadata))
    .filter(
      (event) =>
        (hosts.size === 0 || hosts.has(event.host)) &&
        (!filter.featured || event.featured) &&
        (!filter.upcomingOnly || isUpcomingEvent(event, now)),
    );
}

/** One cache entry per distinct query: the filters are already normalised (hosts sorted, unique). */
export function feedCacheKey(filter: ListEventsFilter): string {
  return `feed:${filter.upcomingOnly ? 'upcoming' : 'all'}:${filter.featured ? 'featured' : 'any'}:${filter.host.join(',')}`;
}
