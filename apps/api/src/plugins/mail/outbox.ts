import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './types';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The channel a committed enqueue notifies (NOTIFY inside a transaction is delivered at commit). */
export const mailChannel = 'mail_outbox';

export async function insertOutboxMessage(tx: Tx, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await tx
    .insert(mailOutbox)
    .values({ id, recipient: message.to, subject: message.subject, message, category: message.category ?? null });
  await tx.execute(sql`select pg_notify(${mailChannel}, ${id})`);
  return id;
}

/**
 * The outbox insert of `message`, once for each row of an earlier `with` query (`rows`) that
 * `where` keeps, to put in a later `with` named as the caller likes; select from it (`notified`
 * column) in the statement's final query so its notification is sent: the write, its entries and
 * its mail in one atomic round trip. The same row and notification as `insertOutboxMessage`.
 */
export function outboxInsertFor(rows: string, where: SQL, message: MailMessage): SQL {
  const id = randomUUID();
  return sql`insert into ${mailOutbox} (id, recipient, subject, message, category)
    select ${id}, ${message.to}, ${message.subject}, ${JSON.stringify(message)}::jsonb, ${message.category ?? null}
    from ${sql.identifier(rows)} where ${where}
    returning pg_notify(${mailChannel}, id) is not null as notified`;
}

/** Notifies the senders once after a bulk insert (its rows are inserted by the caller's statement). */
export async function notifyOutbox(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${mailChannel}, 'bulk')`);
}

const unsettled = () => and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), isNull(mailOutbox.skippedAt));

/**
 * Claims up to `limit` due messages for `leaseSeconds`: a claimed row is invisible to every
 * other sender until the lease runs out, so a message is sent by one sender at a time, and one
 * whose sender died (SIGKILL mid-send) is claimed again after the lease.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        unsettled(),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, sql`now()`)),
      ),
    )
    // Transactional mail (receipts, tickets, reminders) before bulk: a large announcement never
    // holds back someone's ticket.
    .orderBy(sql`${mailOutbox.category} is not null`, asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** A failed attempt: try again after `retryInSeconds`, or give up (kept for inspection) when null. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, leaseUntil: null, lastError: error }
        : {
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
            leaseUntil: null,
            lastError: error,
          },
    )
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Not sent: the recipient unsubscribed or was suppressed before its turn came; `reason` says which. */
export async function markSkipped(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ skippedAt: sql`now()`, leaseUntil: null, lastError: reason })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** When the next unsent message falls due (null when none), so the sender can sleep until then. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date>`min(greatest(${mailOutbox.nextAttemptAt}, coalesce(${mailOutbox.leaseUntil}, ${mailOutbox.nextAttemptAt})))`,
    })
    .from(mailOutbox)
    .where(unsettled());
  return row?.at ? new Date(row.at) : null;
}
