import type { Database, Tx } from '../../db/client';
import { claimDueMessages, insertOutboxMessage, mailChannel, markAttemptFailed, markSent, nextDueAt } from './outbox';
import type { MailTransport } from './transport';
import { metrics } from '../../lib/metrics';
import type { Mailer, MailMessage } from './types';

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
}

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 1 hour. */
export const backoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

/** The outbox mailer: `enqueue` in the caller's transaction, `flush` after commit. */
export class OutboxMailer implements Mailer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private readonly pollSeconds: number;

  constructor(private readonly options: OutboxMailerOptions) {
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.maxAttempts = options.maxAttempts ?? 12;
    this.pollSeconds = options.pollSeconds ?? 15;
  }

  async enqueue(tx: Tx, message: MailMessage): Promise<void> {
    if (!message.to.trim() || !message.subject.trim()) throw new Error('A message needs a recipient and a subject.');
    await insertOutboxMessage(tx, message);
  }

  /** Sends every message due now; concurrent calls share one run (and ask it to look again). */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async drain(): Promise<void> {
    const db = this.options.database.db;
    for (;;) {
      const rows = await claimDueMessages(db, 20, this.leaseSeconds);
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          await this.options.transport(row.id, row.message);
          await markSent(db, row.id);
          metrics.mail.inc({ outcome: 'sent' });
        } catch (error) {
          metrics.mail.inc({ outcome: 'failed' });
          this.options.onError(error, row.id);
          const retry = row.attempts >= this.maxAttempts ? null : backoffSeconds(row.attempts);
          await markAttemptFailed(db, row.id, error instanceof Error ? error.message : String(error), retry);
        }
      }
    }
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
    await this.running?.catch(() => {});
  }
}
