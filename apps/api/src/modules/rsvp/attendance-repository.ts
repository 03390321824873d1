import { and, asc, count, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import type { RsvpKey } from '@cp/contracts/rsvp';
import type { Db, Tx } from '../../db/client';
import { rsvps } from '../../db/schema';

export type RsvpRow = typeof rsvps.$inferSelect;
type NewRsvp = Omit<typeof rsvps.$inferInsert, 'seq'>;

const ofKey = (key: RsvpKey) => and(eq(rsvps.eventId, key.eventId), eq(rsvps.occurrence, key.occurrence));

export async function findRsvp(db: Db | Tx, key: RsvpKey, userId: string): Promise<RsvpRow | undefined> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(ofKey(key), eq(rsvps.userId, userId)));
  return row;
}

export async function countConfirmed(tx: Tx, key: RsvpKey): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rsvps)
    .where(and(ofKey(key), eq(rsvps.status, 'confirmed')));
  return row?.n ?? 0;
}

/** Confirmed and waitlisted RSVPs (walk-ins are neither), for the public event page. */
export async function countByStatus(db: Db, key: RsvpKey): Promise<{ confirmed: number; waitlisted: number }> {
  const rows = await db
    .select({ status: rsvps.status, n: count() })
    .from(rsvps)
    .where(and(ofKey(key), eq(rsvps.walkIn, false)))
    .groupBy(rsvps.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { confirmed: of('confirmed'), waitlisted: of('waitlisted') };
}

export async function insertRsvp(tx: Tx, values: NewRsvp): Promise<RsvpRow> {
  const [row] = await tx.insert(rsvps).values(values).returning();
  return row!;
}

/** 1 for the next to be confirmed. */
export async function waitlistPosition(db: Db | Tx, key: RsvpKey, seq: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rsvps)
    .where(and(ofKey(key), eq(rsvps.status, 'waitlisted'), lte(rsvps.seq, seq)));
  return row?.n ?? 1;
}

export async function deleteRsvp(tx: Tx, key: RsvpKey, userId: string): Promise<RsvpRow | undefined> {
  const [row] = await tx
    .delete(rsvps)
    .where(and(ofKey(key), eq(rsvps.userId, userId)))
    .returning();
  return row;
}

/** Confirms the first on the waitlist, if anyone is; answers who. */
export async function confirmFirstWaitlisted(tx: Tx, key: RsvpKey): Promise<string | undefined> {
  const first = tx
    .select({ userId: rsvps.userId })
    .from(rsvps)
    .where(and(ofKey(key), eq(rsvps.status, 'waitlisted')))
    .orderBy(asc(rsvps.seq))
    .limit(1);
  const [row] = await tx
    .update(rsvps)
    .set({ status: 'confirmed' })
    .where(and(ofKey(key), sql`${rsvps.userId} = (${first})`))
    .returning({ userId: rsvps.userId });
  return row?.userId;
}

/** Every RSVP of one member, with each waitlisted one's position. */
export async function listRsvpsOfUser(db: Db, userId: string): Promise<(RsvpRow & { position: number })[]> {
  return db
    .select({
      ...getTableColumns(rsvps),
      position: sql<number>`(select count(*)::int from rsvps w where w.event_id = ${rsvps.eventId}
        and w.occurrence = ${rsvps.occurrence} and w.status = 'waitlisted' and w.seq <= ${rsvps.seq})`,
    })
    .from(rsvps)
    .where(eq(rsvps.userId, userId));
}

/** An event's or occurrence's RSVPs in the order they came. */
export async function listRsvpsOfKey(db: Db, key: RsvpKey): Promise<RsvpRow[]> {
  return db.select().from(rsvps).where(ofKey(key)).orderBy(asc(rsvps.seq));
}

/** Marks the attendee checked in unless they already are; answers the row only when this call did it. */
export async function markCheckedIn(tx: Tx, key: RsvpKey, userId: string, by: string): Promise<RsvpRow | undefined> {
  const [row] = await tx
    .update(rsvps)
    .set({ checkedInAt: sql`now()`, checkedInBy: by })
    .where(and(ofKey(key), eq(rsvps.userId, userId), isNull(rsvps.checkedInAt)))
    .returning();
  return row;
}

/** A walk-in: checked in without an RSVP. Undefined when someone else recorded this person first. */
export async function insertWalkIn(tx: Tx, values: NewRsvp): Promise<RsvpRow | undefined> {
  const [row] = await tx.insert(rsvps).values(values).onConflictDoNothing().returning();
  return row;
}

/** The gatherings with confirmed attendees not yet reminded. */
export async function keysAwaitingReminder(db: Db): Promise<RsvpKey[]> {
  return db
    .selectDistinct({ eventId: rsvps.eventId, occurrence: rsvps.occurrence })
    .from(rsvps)
    .where(and(eq(rsvps.status, 'confirmed'), isNull(rsvps.remindedAt)));
}

/**
 * Takes the gathering's confirmed attendees not yet reminded and marks them: of two instances
 * running this at once, the second waits on the first's row locks, then finds them taken.
 */
export async function takeUnreminded(tx: Tx, key: RsvpKey): Promise<string[]> {
  const rows = await tx
    .update(rsvps)
    .set({ remindedAt: sql`now()` })
    .where(and(ofKey(key), eq(rsvps.status, 'confirmed'), isNull(rsvps.remindedAt)))
    .returning({ userId: rsvps.userId });
  return rows.map((row) => row.userId);
}
