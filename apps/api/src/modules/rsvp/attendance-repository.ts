import { and, asc, count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { RsvpKey } from '@cp/contracts/rsvp';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rsvps } from '../../db/schema';
import { rowEntriesInsert, type AuditModule } from '../../plugins/audit';
import { outboxInsertFor } from '../../plugins/mail/outbox';
import type { MailMessage } from '../../plugins/mail/types';

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

export interface CountedRsvp {
  key: RsvpKey;
  userId: string;
  profile: RsvpRow['profile'];
  paidMember: boolean;
  rsvpLimit: number | null;
  waitlist: boolean;
  audit: {
    module: AuditModule;
    actor: string;
    requestId: string;
    target: string;
    confirmed: string;
    waitlisted: string;
  };
  /** Queued only when the RSVP is confirmed. */
  confirmation: MailMessage;
}

/**
 * Inserts an RSVP confirmed while the confirmed count is under the limit, else waitlisted when
 * the waitlist is on, else nothing (undefined: full); with its audit entry and, when confirmed,
 * its mail, in one statement. Run it after locking the settings row: the statement's snapshot,
 * taken after the lock, then counts every RSVP committed before this one (decision 0019).
 */
export async function insertCountedRsvp(
  tx: Tx,
  rsvp: CountedRsvp,
): Promise<{ status: 'confirmed' | 'waitlisted'; position: number } | undefined> {
  const { key, audit } = rsvp;
  const ofThisKey = sql`event_id = ${key.eventId} and occurrence = ${key.occurrence}`;
  const entries = rowEntriesInsert({
    module: audit.module,
    actor: audit.actor,
    requestId: audit.requestId,
    rows: 'inserted',
    target: sql`${audit.target}`,
    message: sql`case when status = 'confirmed' then ${audit.confirmed} else ${audit.waitlisted} end`,
  });
  const mail = outboxInsertFor('inserted', sql`status = 'confirmed'`, rsvp.confirmation);
  const result = await tx.execute(sql`
    with counted as (
      select count(*) filter (where status = 'confirmed') as confirmed,
             count(*) filter (where status = 'waitlisted') as waiting
      from ${rsvps} where ${ofThisKey}
    ), inserted as (
      insert into ${rsvps} (event_id, occurrence, user_id, status, profile, paid_member)
      select ${key.eventId}, ${key.occurrence}, ${rsvp.userId},
             case when ${rsvp.rsvpLimit}::int is null or confirmed < ${rsvp.rsvpLimit}::int
                  then 'confirmed' else 'waitlisted' end,
             ${JSON.stringify(rsvp.profile)}::jsonb, ${rsvp.paidMember}
      from counted
      where ${rsvp.waitlist} or ${rsvp.rsvpLimit}::int is null or confirmed < ${rsvp.rsvpLimit}::int
      returning status
    ), audited as (${entries}), mailed as (${mail})
    select inserted.status, (select waiting from counted) + 1 as position, (select count(*) from mailed) as mails
    from inserted`);
  const [row] = rowsOf<{ status: 'confirmed' | 'waitlisted'; position: string | number }>(result);
  return row && { status: row.status, position: Number(row.position) };
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
      // Spelled out: drizzle writes a column unqualified, which inside this subquery would mean w's.
      position: sql<number>`(select count(*)::int from rsvps w where w.event_id = rsvps.event_id
        and w.occurrence = rsvps.occurrence and w.status = 'waitlisted' and w.seq <= rsvps.seq)`,
    })
    .from(rsvps)
    .where(eq(rsvps.userId, userId));
}

/** An event's or occurrence's RSVPs in the order they came. */
export async function listRsvpsOfKey(db: Db, key: RsvpKey): Promise<RsvpRow[]> {
  return db.select().from(rsvps).where(ofKey(key)).orderBy(asc(rsvps.seq));
}

/** Marks the attendee checked in unless they already are; answers the row only when this call did it. */
export async function markCheckedIn(
  tx: Tx,
  key: RsvpKey,
  userId: string,
  by: string,
  admitWaitlisted = false,
): Promise<RsvpRow | undefined> {
  // A waitlisted row is taken only when the officer admits it on purpose: it becomes a walk-in,
  // confirmed as every walk-in is; otherwise only a confirmed row is checked in.
  const [row] = await tx
    .update(rsvps)
    .set(
      admitWaitlisted
        ? {
            checkedInAt: sql`now()`,
            checkedInBy: by,
            status: 'confirmed',
            walkIn: sql`${rsvps.walkIn} or ${rsvps.status} = 'waitlisted'`,
          }
        : { checkedInAt: sql`now()`, checkedInBy: by },
    )
    .where(
      and(
        ofKey(key),
        eq(rsvps.userId, userId),
        isNull(rsvps.checkedInAt),
        admitWaitlisted ? undefined : eq(rsvps.status, 'confirmed'),
      ),
    )
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

/**
 * For the officers' home: RSVPs per event and occurrence of the events `eventIds` selects (a
 * subquery of event ids), as a json array of `{ eventId, occurrence, going, waitlisted }`.
 */
export function rsvpCountsSql(eventIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('eventId', s.event_id, 'occurrence', s.occurrence,
      'going', s.going, 'waitlisted', s.waitlisted)), '[]'::json) from (
    select ${rsvps.eventId} as event_id, ${rsvps.occurrence} as occurrence,
      (count(*) filter (where ${rsvps.status} = 'confirmed'))::int as going,
      (count(*) filter (where ${rsvps.status} = 'waitlisted'))::int as waitlisted
    from ${rsvps} where ${rsvps.eventId} in (${eventIds}) group by 1, 2) s)`;
}
