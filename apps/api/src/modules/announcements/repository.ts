import { and, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { announcements } from '../../db/schema';
import { blockedReasonSql } from '../../plugins/mail/consent';
import type { MailCategory } from '../../plugins/mail/types';

export type AnnouncementRow = typeof announcements.$inferSelect;
type NewAnnouncement = typeof announcements.$inferInsert;

/** Without `sendAt`, it is due now as the database tells it, so the start that follows finds it due. */
export async function insertAnnouncement(
  tx: Tx,
  values: Omit<NewAnnouncement, 'sendAt'> & { sendAt?: Date },
): Promise<AnnouncementRow> {
  const [row] = await tx
    .insert(announcements)
    .values({ ...values, sendAt: values.sendAt ?? sql`now()` })
    .returning();
  return row!;
}

export async function findAnnouncement(db: Db | Tx, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function listAnnouncementRows(db: Db, limit = 200): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.sendAt)).limit(limit);
}

/** Cancels a scheduled announcement; none once its sending has started (the same row lock decides). */
export async function cancelScheduled(tx: Tx, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .update(announcements)
    .set({ status: 'cancelled' })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled')))
    .returning();
  return row;
}

/** Takes a due scheduled announcement for sending: one instance wins, the others get nothing. */
export async function takeForSending(tx: Tx, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .update(announcements)
    .set({ status: 'sending', startedAt: sql`now()` })
    .where(and(eq(announcements.id, id), eq(announcements.status, 'scheduled'), lte(announcements.sendAt, sql`now()`)))
    .returning();
  return row;
}

export async function dueScheduledIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.status, 'scheduled'), lte(announcements.sendAt, sql`now()`)));
  return rows.map((row) => row.id);
}

/** Who an audience names now, each once, and why each would be skipped (null: will be sent). */
const judgedSql = (audience: SQL, category: MailCategory) => sql`audience as (${audience}),
  people as (select distinct lower(trim(email)) as email from audience where email like '%_@_%.%'),
  judged as (select pe.email, ${blockedReasonSql(sql`pe.email`, category)} as reason from people pe)`;

export async function countAudience(db: Db, audience: SQL, category: MailCategory) {
  const rows = rowsOf<{ count: number | string; skipped: number | string }>(
    await db.execute(sql`with ${judgedSql(audience, category)}
      select count(*) as count, count(*) filter (where reason is not null) as skipped from judged`),
  );
  return { count: Number(rows[0]?.count ?? 0), skipped: Number(rows[0]?.skipped ?? 0) };
}

/**
 * The audience snapshot and its mail in one statement: each person once in the recipients, an
 * outbox row (sharing the body `bodyId`) for everyone not unsubscribed or suppressed now.
 */
export async function snapshotAudience(
  tx: Tx,
  announcement: { id: string; subject: string },
  audience: SQL,
  category: MailCategory,
  bodyId: string,
): Promise<{ recipients: number; skipped: number }> {
  const rows = rowsOf<{ recipients: number | string; skipped: number | string }>(
    await tx.execute(sql`with ${judgedSql(audience, category)},
      queued as (insert into mail_outbox (id, recipient, subject, message, category, body_id)
        select gen_random_uuid()::text, email, ${announcement.subject},
          jsonb_build_object('to', email, 'subject', ${announcement.subject}::text, 'text', ''), ${category}, ${bodyId}
        from judged where reason is null returning id, recipient),
      kept as (insert into announcement_recipients (announcement_id, email, outbox_id, skipped)
        select ${announcement.id}, j.email, q.id, j.reason from judged j left join queued q on q.recipient = j.email
        returning skipped)
      select count(*) as recipients, count(skipped) as skipped from kept`),
  );
  const recipients = Number(rows[0]?.recipients ?? 0);
  await tx.update(announcements).set({ recipientCount: recipients }).where(eq(announcements.id, announcement.id));
  return { recipients, skipped: Number(rows[0]?.skipped ?? 0) };
}

const outcomes = sql`from announcement_recipients r left join mail_outbox o on o.id = r.outbox_id`;

export async function progressOf(db: Db, id: string) {
  const rows = rowsOf<Record<'queued' | 'sent' | 'failed' | 'skipped', number | string>>(
    await db.execute(sql`select
      count(*) filter (where r.skipped is not null or o.skipped_at is not null) as skipped,
      count(*) filter (where o.sent_at is not null) as sent,
      count(*) filter (where o.failed_at is not null) as failed,
      count(*) filter (where o.id is not null and o.sent_at is null and o.failed_at is null and o.skipped_at is null) as queued
      ${outcomes} where r.announcement_id = ${id}`),
  );
  const row = rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
    skipped: Number(row?.skipped ?? 0),
  };
}

/** Messages given up, and those waiting for a retry, with the mail server's last answer. */
export async function failuresOf(db: Db, id: string) {
  return rowsOf<{ email: string; error: string }>(
    await db.execute(sql`select r.email, o.last_error as error ${outcomes}
      where r.announcement_id = ${id} and o.sent_at is null and o.skipped_at is null and o.last_error is not null
      order by o.failed_at nulls last, r.email limit 500`),
  );
}

/** Marks `sending` announcements with nothing left in the outbox as sent. */
export async function finishSent(db: Db): Promise<void> {
  await db.execute(sql`update announcements a set status = 'sent', finished_at = now()
    where a.status = 'sending' and not exists (select 1 ${outcomes}
      where r.announcement_id = a.id and o.id is not null
        and o.sent_at is null and o.failed_at is null and o.skipped_at is null)`);
}

/** Sent (or sending) announcements, newest first; only public ones unless `members`. */
export async function archiveRows(db: Db, members: boolean, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        inArray(announcements.status, ['sending', 'sent']),
        isNotNull(announcements.startedAt),
        members ? undefined : eq(announcements.visibility, 'public'),
      ),
    )
    .orderBy(desc(announcements.startedAt))
    .limit(limit);
}
