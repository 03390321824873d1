import type { Database, Tx } from '../../db/client';
import { backoffSeconds, CoalescedRun } from '../../lib/coalesced-run';
import { drawAttachments } from './drawn-attachments';
import { loadBulkBody, personalBulkMessage, type BulkBody } from './bulk';
import { blockedRecipients, isPermanentRefusal, markPermanentRefusal } from './consent';
import {
  claimDueMessages,
  insertOutboxMessage,
  mailChannel,
  markAttemptFailed,
  markSent,
  markSkipped,
  nextDueAt,
  type OutboxRow,
} from './outbox';
import { SendPacer, type PacerClock } from './send-pacer';
import type { MailTransport } from './transport';
import { metrics } from '../../lib/metrics';
import type { MailCategory, Mailer, MailMessage } from './types';

export interface OutboxMailerOptions {
  database: Database;
  transport: MailTransport;
  onError: (error: unknown, id: string) => void;
  /** How long a claimed message is reserved for the sender that claimed it. */
  leaseSeconds?: number;
  /** Attempts before a message is given up (it stays in the outbox with its last error). */
  maxAttempts?: number;
  /** The safety-net poll: notifications can be missed (a dropped listener, another instance). */
  pollSeconds?: number;
  /** Messages this sender sends per minute at most (MAIL_RATE_PER_MINUTE); none: no pacing. */
  ratePerMinute?: number;
  /** The portal's address, for each recipient's preferences link in bulk mail. */
  publicUrl?: string;
  /** The pacing's clock (a test's fake one); the real clock by default. */
  clock?: PacerClock;
}

/** The outbox mailer: `enqueue` in the caller's transaction, `flush` after commit. */
export class OutboxMailer implements Mailer {
  private readonly runs = new CoalescedRun(() => this.drain());
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private readonly pollSeconds: number;
  private readonly intervalMs: number;
  /** One send every `intervalMs` on an absolute schedule, never a burst after an idle spell. */
  private readonly pacer: SendPacer;

  constructor(private readonly options: OutboxMailerOptions) {
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.maxAttempts = options.maxAttempts ?? 12;
    this.pollSeconds = options.pollSeconds ?? 15;
    this.intervalMs = options.ratePerMinute ? 60_000 / options.ratePerMinute : 0;
    this.pacer = new SendPacer(this.intervalMs, options.clock);
  }

  /**
   * A claim is sent within half its lease even at the configured pace, so a slow batch is never
   * claimed again by another sender while this one still works through it.
   */
  private get batchSize(): number {
    if (!this.intervalMs) return 20;
    return Math.max(1, Math.min(20, Math.floor((this.leaseSeconds * 1000) / 2 / this.intervalMs)));
  }

  async enqueue(tx: Tx, message: MailMessage): Promise<void> {
    if (!message.to.trim() || !message.subject.trim()) throw new Error('A message needs a recipient and a subject.');
    await insertOutboxMessage(tx, message);
  }

  /** Sends every message due now; concurrent calls share one run (and ask it to look again). */
  flush(): Promise<void> {
    return this.runs.run();
  }

  private async drain(): Promise<void> {
    const db = this.options.database.db;
    const bodies = new Map<string, BulkBody | undefined>();
    for (;;) {
      const rows = await claimDueMessages(db, this.batchSize, this.leaseSeconds);
      if (rows.length === 0) return;
      // Consent is read when each message's turn comes, not only when it was queued: someone who
      // unsubscribes in the middle of a long send gets none of the rest.
      const blocked = await blockedRecipients(db, rows);
      for (const row of rows) {
        const reason = blocked.get(row.id);
        if (reason) {
          await markSkipped(db, row.id, reason);
          metrics.mail.inc({ outcome: 'skipped' });
          continue;
        }
        try {
          const message = await drawAttachments(await this.messageOf(row, bodies));
          await this.pacer.next();
          await this.options.transport(row.id, message);
          await markSent(db, row.id);
          metrics.mail.inc({ outcome: 'sent' });
        } catch (error) {
          metrics.mail.inc({ outcome: 'failed' });
          this.options.onError(error, row.id);
          const text = error instanceof Error ? error.message : String(error);
          // A 5xx answer will not change on a retry: give up now, and count it against the address.
          const permanent = isPermanentRefusal(error);
          if (permanent) await markPermanentRefusal(db, row.recipient, text);
          const retry = permanent || row.attempts >= this.maxAttempts ? null : backoffSeconds(row.attempts);
          await markAttemptFailed(db, row.id, text, retry);
        }
      }
    }
  }

  /** The message as it goes out: a bulk row's shared body made personal for its recipient. */
  private async messageOf(row: OutboxRow, bodies: Map<string, BulkBody | undefined>): Promise<MailMessage> {
    if (!row.bodyId) return row.message;
    if (!bodies.has(row.bodyId)) bodies.set(row.bodyId, await loadBulkBody(this.options.database.db, row.bodyId));
    const body = bodies.get(row.bodyId);
    if (!body) throw new Error(`the body ${row.bodyId} of this message is gone`);
    return personalBulkMessage(
      this.options.database.db,
      this.options.publicUrl ?? '',
      { to: row.recipient, subject: row.subject, category: (row.category ?? 'announcements') as MailCategory },
      body,
    );
  }

  /**
   * Sends what is due at start (messages a stopped or killed server left behind), on every
   * committed enqueue (the notification), and on a timer for retries and missed notifications.
   */
  async start(): Promise<void> {
    this.stopped = false;
    this.unlisten = await this.options.database.listen(
      mailChannel,
      () => this.kick(),
      () => this.kick(),
    );
    this.kick();
  }

  private kick(): void {
    if (this.stopped) return;
    this.flush()
      .catch((error: unknown) => this.options.onError(error, '-'))
      .finally(() => void this.schedule());
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    let delay = this.pollSeconds * 1000;
    try {
      const due = await nextDueAt(this.options.database.db);
      if (due) delay = Math.max(50, Math.min(delay, due.getTime() - Date.now() + 50));
    } catch {
      // The database is unavailable: poll again later.
    }
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.();
    await this.runs.settled();
  }
}
