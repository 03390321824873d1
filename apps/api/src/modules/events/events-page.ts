import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  nextOccurrence,
  type EventResponse,
  type EventSchedule,
  type EventsPageRequest,
  type ListEventsFilter,
} from '@cp/contracts/events';
import { pageOffset, type PageInfo } from '@cp/contracts/paging';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { localToInstant, portalNow } from './local-time';
import { localText, toEventResponse } from './repository';
import { containingPattern } from '../../db/like-pattern';

/** An event's schedule in local portal time, and its id: what its place in a list depends on. */
export interface ScheduleKey extends EventSchedule {
  id: string;
}

/**
 * The ids of one list in its order: upcoming by the next occurrence (a running series by its next
 * one, ties in start order), previous latest first. `keys` come in start order. The rule is the
 * feed's (isUpcomingEvent): a series is previous only once its last occurrence has ended.
 */
export function orderList(keys: ScheduleKey[], list: EventsPageRequest['list'], now: string): string[] {
  const placed = keys.map((key) => ({ id: key.id, next: nextOccurrence(key, now) }));
  if (list === 'previous')
    return placed
      .filter(({ next }) => !next)
      .map(({ id }) => id)
      .reverse();
  return placed
    .filter((key): key is { id: string; next: NonNullable<typeof key.next> } => key.next !== undefined)
    .sort((a, b) => a.next.start.localeCompare(b.next.start))
    .map(({ id }) => id);
}

const day = 24 * 60 * 60 * 1000;

/**
 * Which rows can be on the list. One-off events are sorted out by the database (with a day's
 * margin around daylight-saving changes; orderList decides exactly); a series is always read,
 * since only the occurrence rule knows whether it still runs.
 */
function candidates(filter: ListEventsFilter, request: EventsPageRequest, now: Date): SQL | undefined {
  const endedBy = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
  const oneOff =
    request.list === 'upcoming'
      ? sql`${endedBy} >= ${new Date(now.getTime() - day)}`
      : sql`${endedBy} < ${new Date(now.getTime() + day)}`;
  const search = request.q
    ? sql`(${events.title} ilike ${containingPattern(request.q)} or ${events.location} ilike ${containingPattern(request.q)}
         or ${events.host} ilike ${containingPattern(request.q)})`
    : undefined;
  return and(
    filter.host.length > 0 ? inArray(events.host, filter.host) : undefined,
    filter.featured ? eq(events.featured, true) : undefined,
    search,
    or(isNotNull(events.repeats), oneOff),
  );
}

/**
 * One page of the portal's events list. Only the schedules of the candidates are read (local
 * times written by the database), ordered here, and then the page's own rows: the list never
 * reads every event whole, and the browser gets one page.
 */
export async function listEventsPage(
  db: Db,
  filter: ListEventsFilter,
  request: EventsPageRequest,
): Promise<{ events: EventResponse[]; page: PageInfo }> {
  const now = portalNow();
  const keys = await db
    .select({
      id: events.id,
      start: sql<string>`${localText(events.startsAt)}`,
      end: sql<string | null>`${localText(events.endsAt)}`,
      repeats: events.repeats,
      repeatEnds: sql<string | null>`${localText(events.repeatEndsAt)}`,
      repeatExcludes: events.repeatExcludes,
    })
    .from(events)
    .where(candidates(filter, request, localToInstant(now)))
    .orderBy(asc(events.startsAt), asc(events.id));
  const ordered = orderList(
    keys.map((key) => ({
      id: key.id,
      start: key.start,
      end: key.end ?? undefined,
      repeats: key.repeats ?? undefined,
      repeatEnds: key.repeatEnds ?? undefined,
      repeatExcludes: key.repeatExcludes,
    })),
    request.list,
    now,
  );
  const offset = pageOffset(request.page, request.pageSize);
  const ids = ordered.slice(offset, offset + request.pageSize);
  const rows = ids.length > 0 ? await db.select().from(events).where(inArray(events.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    events: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toEventResponse(row)] : [];
    }),
    page: { total: ordered.length, page: request.page, pageSize: request.pageSize },
  };
}
