import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { integrationOutbox } from '../../db/schema';

export type JobRow = typeof integrationOutbox.$inferSelect;
export type JobKind = JobRow['kind'];

/** The channel a committed request notifies (NOTIFY inside a transaction is delivered at commit). */
export const integrationChannel = 'integration_outbox';

const pending = sql`done_at is null and failed_at is null`;

export interface JobRequest {
  kind: JobKind;
  subject: string;
  payload: unknown;
}

/**
 * Records calls owed to outside services, in the caller's transaction. A subject that already has
 * a pending row gets the new payload instead of a second row (the latest state wins), its
 * attempts start again, and it is due now unless Discord asked us to wait.
 */
export async function requestJobs(tx: Tx, jobs: JobRequest[]): Promise<void> {
  // One statement may not update a row twice: the last request of each subject stands.
  const latest = [...new Map(jobs.map((job) => [job.subject, job])).values()];
  if (latest.length === 0) return;
  await tx
    .insert(integrationOutbox)
    .values(latest.map((job) => ({ id: randomUUID(), kind: job.kind, subject: job.subject, payload: job.payload })))
    .onConflictDoUpdate({
      target: integrationOutbox.subject,
      targetWhere: pending,
      set: {
        kind: sql`excluded.kind`,
        payload: sql`excluded.payload`,
        version: sql`${integrationOutbox.version} + 1`,
        attempts: 0,
        nextAttemptAt: sql`greatest(now(), coalesce(${integrationOutbox.heldUntil}, now()))`,
      },
    });
  await tx.execute(sql`select pg_notify(${integrationChannel}, ${latest[0]!.kind})`);
}

/** Claims up to `limit` due rows for `leaseSeconds` (the mail outbox's lease: one sender at a time). */
export async function claimDueJobs(db: Db, limit: number, leaseSeconds: number): Promise<JobRow[]> {
  const due = db
    .select({ id: integrationOutbox.id })
    .from(integrationOutbox)
    .where(
      and(
        isNull(integrationOutbox.doneAt),
        isNull(integrationOutbox.failedAt),
        lte(integrationOutbox.nextAttemptAt, sql`now()`),
        or(isNull(integrationOutbox.leaseUntil), lt(integrationOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(integrationOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(integrationOutbox)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${integrationOutbox.attempts} + 1`,
    })
    .where(inArray(integrationOutbox.id, due))
    .returning();
}

/** What became of one attempt. */
export type JobOutcome =
  | { kind: 'done' }
  /** Run again at `at` (a series whose next occurrence enters the horizon later). */
  | { kind: 'again'; at: Date }
  | { kind: 'retry'; inSeconds: number; error: string }
  /** Discord's 429: wait exactly as long as it says; the attempt does not count. */
  | { kind: 'held'; inSeconds: number; error: string }
  | { kind: 'failed'; error: string };

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Stores the outcome of the attempt at `row.version`. When a newer request came in meanwhile the
 * row is given back to run again at once (with the new payload), whatever this attempt's outcome.
 */
export async function settleJob(db: Db, row: JobRow, outcome: JobOutcome): Promise<void> {
  const id = eq(integrationOutbox.id, row.id);
  if (outcome.kind === 'held') {
    await db
      .update(integrationOutbox)
      .set({
        attempts: sql`greatest(0, ${integrationOutbox.attempts} - 1)`,
        leaseUntil: null,
        lastError: outcome.error,
      })
      .where(id);
    // Discord's limit is the bot's, not this row's: every pending call of the kind waits as long
    // (a webhook's limit is its own: only that row waits).
    await db
      .update(integrationOutbox)
      .set({
        heldUntil: secondsFromNow(outcome.inSeconds),
        nextAttemptAt: sql`greatest(${integrationOutbox.nextAttemptAt}, ${secondsFromNow(outcome.inSeconds)})`,
      })
      .where(row.kind === 'discord-webhook' ? id : and(eq(integrationOutbox.kind, row.kind), pending));
    return;
  }
  const set =
    outcome.kind === 'done'
      ? { doneAt: sql`now()`, leaseUntil: null, lastError: null }
      : outcome.kind === 'again'
        ? { nextAttemptAt: outcome.at, attempts: 0, leaseUntil: null, lastError: null }
        : outcome.kind === 'retry'
          ? { nextAttemptAt: secondsFromNow(outcome.inSeconds), leaseUntil: null, lastError: outcome.error }
          : { failedAt: sql`now()`, leaseUntil: null, lastError: outcome.error };
  const settled = await db
    .update(integrationOutbox)
    .set(set)
    .where(and(id, eq(integrationOutbox.version, row.version)))
    .returning({ id: integrationOutbox.id });
  if (settled.length === 0) {
    await db
      .update(integrationOutbox)
      .set({
        leaseUntil: null,
        nextAttemptAt: sql`greatest(now(), coalesce(${integrationOutbox.heldUntil}, now()))`,
      })
      .where(id);
  }
}

/** Gives a claimed row back untried until `inSeconds` from now (Discord is holding every call). */
export async function postponeJob(db: Db, row: JobRow, inSeconds: number): Promise<void> {
  await db
    .update(integrationOutbox)
    .set({
      nextAttemptAt: secondsFromNow(inSeconds),
      attempts: sql`greatest(0, ${integrationOutbox.attempts} - 1)`,
      leaseUntil: null,
    })
    .where(eq(integrationOutbox.id, row.id));
}

/** When the next pending row falls due (null when none), so the worker can sleep until then. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date>`min(greatest(${integrationOutbox.nextAttemptAt}, coalesce(${integrationOutbox.leaseUntil}, ${integrationOutbox.nextAttemptAt})))`,
    })
    .from(integrationOutbox)
    .where(pending);
  return row?.at ? new Date(row.at) : null;
}

/** Retention: finished rows after 30 days (given-up rows stay as long, for inspection). */
export async function pruneFinishedJobs(db: Db): Promise<void> {
  await db
    .delete(integrationOutbox)
    .where(
      or(
        lt(integrationOutbox.doneAt, sql`now() - interval '30 days'`),
        lt(integrationOutbox.failedAt, sql`now() - interval '30 days'`),
      ),
    );
}
