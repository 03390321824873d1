import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { portalTimeZone, type EventInput, type EventResponse } from '@cp/contracts/events';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { events } from '../../db/schema';
import { instantToLocal, localToInstant } from './local-time';

export type EventRow = typeof events.$inferSelect;
type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A stored event in the shape of the API; metadata only when asked for. */
export function toEventResponse(row: EventRow, includeMetadata = false): EventResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    start: instantToLocal(row.startsAt),
    ...(row.endsAt && { end: instantToLocal(row.endsAt) }),
    location: row.location,
    ...(row.locationLink && { locationLink: row.locationLink }),
    host: row.host,
    featured: row.featured,
    rsvpEnabled: row.rsvpEnabled,
    ...(row.paidEventId && { paidEventId: row.paidEventId }),
    ...(row.repeats && { repeats: row.repeats }),
    ...(row.repeatEndsAt && { repeatEnds: instantToLocal(row.repeatEndsAt) }),
    repeatExcludes: row.repeatExcludes,
    ...(includeMetadata && { metadata: row.metadata }),
  };
}

/** The fields as the request validated them, back from a stored row (to apply a PATCH to). */
export function toEventInput(row: EventRow): EventInput {
  const { id: _id, ...event } = toEventResponse(row, true);
  return { ...event, rsvpEnabled: row.rsvpEnabled };
}

export function toEventValues(input: Omit<EventInput, 'rsvpEnabled'> & { rsvpEnabled?: boolean }): EventValues {
  return {
    title: input.title,
    description: input.description,
    startsAt: localToInstant(input.start),
    endsAt: input.end ? localToInstant(input.end) : null,
    location: input.location,
    locationLink: input.locationLink ?? null,
    host: input.host,
    featured: input.featured,
    rsvpEnabled: input.rsvpEnabled ?? false,
    paidEventId: input.paidEventId ?? null,
    repeats: input.repeats ?? null,
    repeatEndsAt: input.repeatEnds ? localToInstant(input.repeatEnds) : null,
    repeatExcludes: [...new Set(input.repeatExcludes ?? [])].sort(),
    metadata: input.metadata ?? {},
  };
}

export async function listEventRows(db: Db, host?: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(host ? eq(events.host, host) : undefined)
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findEventRow(db: Db | Tx, id: string, forUpdate = false): Promise<EventRow | undefined> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** One event by id, prepared: every RSVP and its page read it (decision 0016). */
const eventByIdStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(events)
    .where(eq(events.id, sql.placeholder('id')))
    .prepare('event_by_id'),
);

export async function findEventRowPrepared(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await eventByIdStatement(db).execute({ id });
  return row;
}

export async function insertEvent(tx: Tx, input: EventInput): Promise<EventRow> {
  const [row] = await tx.insert(events).values(toEventValues(input)).returning();
  return row!;
}

export async function replaceEvent(tx: Tx, id: string, input: EventInput): Promise<EventRow> {
  const [row] = await tx
    .update(events)
    .set({ ...toEventValues(input), updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  return row!;
}

export async function deleteEventRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}

/**
 * For the officers' home: the events that may have an occurrence in [from, to) (one-off events
 * overlapping it, series begun before its end and not ended before its start), as a json array
 * of `{ id, title, start, end, location, host, repeats, repeatEnds, repeatExcludes }` (times in local
 * portal time, written by the database: converting each in JavaScript cost more than the
 * statement); a scalar subquery. `occurrencesBetween` picks the occurrences.
 */
export function eventsNearSql(from: Date, to: Date): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', ${events.id}, 'title', ${events.title},
      'start', ${localText(events.startsAt)}, 'end', ${localText(events.endsAt)}, 'location', ${events.location},
      'host', ${events.host}, 'repeats', ${events.repeats}, 'repeatEnds', ${localText(events.repeatEndsAt)},
      'repeatExcludes', ${events.repeatExcludes})
      order by ${events.startsAt}), '[]'::json)
    from ${events} where ${eventsNearWhere(from, to)})`;
}

/** The events `eventsNearSql` reads, as a subquery of their ids. */
export function eventIdsNearSql(from: Date, to: Date): SQL {
  return sql`select ${events.id} from ${events} where ${eventsNearWhere(from, to)}`;
}

/** An instant as local portal time, in the API's shape ('2025-09-04T18:00:00'); null stays null. */
export const localText = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone ${portalTimeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

const eventsNearWhere = (from: Date, to: Date) =>
  sql`${events.startsAt} < ${to} and (
    (${events.repeats} is null and coalesce(${events.endsAt}, ${events.startsAt}) >= ${from})
    or (${events.repeats} is not null and (${events.repeatEndsAt} is null or ${events.repeatEndsAt} >= ${from})))`;
