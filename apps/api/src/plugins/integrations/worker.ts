import type { Database } from '../../db/client';
import { backoffSeconds, CoalescedRun } from '../../lib/coalesced-run';
import { metrics } from '../../lib/metrics';
import type { Directory } from '../directory/types';
import { discordGuildEvents, postDiscordWebhook, type DiscordGuildEvents } from './discord-api';
import { syncDiscordEvent, type DiscordEventJob } from './discord-sync';
import { CallError } from './http';
import { listmonkList, type ListmonkJob, type ListmonkList } from './listmonk-api';
import {
  claimDueJobs,
  integrationChannel,
  nextDueAt,
  postponeJob,
  settleJob,
  type JobOutcome,
  type JobRow,
} from './outbox';
import type { DiscordSettings, ListmonkSettings } from './settings';

/** A message for a channel webhook (announcements). */
export interface WebhookJob {
  webhookUrl: string;
  content: string;
}

export interface IntegrationWorkerOptions {
  database: Database;
  discord: DiscordSettings | null;
  listmonk: ListmonkSettings | null;
  /** Where a new subscriber's name comes from (the directory's profile of their email). */
  directory: Pick<Directory, 'getProfile'>;
  /** Never given a token or a webhook URL: messages name the service and its answer only. */
  warn: (fields: object, message: string) => void;
  leaseSeconds?: number;
  maxAttempts?: number;
  pollSeconds?: number;
}

/**
 * Makes the calls of the integration outbox after commit: at start (what a stopped or killed
 * server left), on each committed request (the notification), and on a timer for retries.
 * In tests nothing runs on its own: a test calls `flush()`.
 */
export class IntegrationWorker {
  private readonly runs = new CoalescedRun(() => this.drain());
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly guildEvents: DiscordGuildEvents | null;
  private readonly list: ListmonkList | null;
  private readonly maxAttempts: number;

  constructor(private readonly options: IntegrationWorkerOptions) {
    this.guildEvents = options.discord && discordGuildEvents(options.discord);
    this.list = options.listmonk && listmonkList(options.listmonk);
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  /** Makes every call due now; concurrent calls share one run (and ask it to look again). */
  flush(): Promise<void> {
    return this.runs.run();
  }

  private async drain(): Promise<void> {
    const db = this.options.database.db;
    for (;;) {
      const rows = await claimDueJobs(db, 10, this.options.leaseSeconds ?? 120);
      if (rows.length === 0) return;
      // A 429 holds the rest of this batch's calls of that kind too (the stored rows are held by settleJob).
      const held = new Map<string, number>();
      for (const row of rows) {
        const wait = held.get(row.kind);
        if (wait !== undefined) {
          await postponeJob(db, row, wait);
          continue;
        }
        const outcome = await this.attempt(row);
        metrics.integrationCalls.inc({ kind: row.kind, outcome: outcome.kind });
        if (outcome.kind === 'held' && row.kind !== 'discord-webhook') held.set(row.kind, outcome.inSeconds);
        await settleJob(db, row, outcome);
      }
    }
  }

  private async attempt(row: JobRow): Promise<JobOutcome> {
    try {
      return await this.call(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.warn(
        { job: row.id, kind: row.kind, attempt: row.attempts, err: message },
        'integration call failed',
      );
      if (error instanceof CallError && error.status === 429) {
        const seconds = Math.max(0.05, error.retryAfterSeconds ?? 1);
        return { kind: 'held', inSeconds: seconds, error: message };
      }
      // The bot refused (401, 403) is retried too: an operator may grant its permission meanwhile.
      const botRefused =
        row.kind === 'discord-event' && error instanceof CallError && [401, 403].includes(error.status ?? 0);
      if ((error instanceof CallError && !error.retryable && !botRefused) || row.attempts >= this.maxAttempts) {
        return { kind: 'failed', error: message };
      }
      return { kind: 'retry', inSeconds: backoffSeconds(row.attempts), error: message };
    }
  }

  private async call(row: JobRow): Promise<JobOutcome> {
    if (row.kind === 'discord-webhook') {
      const job = row.payload as WebhookJob;
      await postDiscordWebhook(job.webhookUrl, job.content);
      return { kind: 'done' };
    }
    if (row.kind === 'discord-event') {
      // Switched off since the request: nothing is owed any more.
      if (!this.guildEvents || !this.options.discord) return { kind: 'done' };
      const again = await syncDiscordEvent(this.options.database.db, this.guildEvents, row.payload as DiscordEventJob, {
        now: new Date(),
        horizonDays: this.options.discord.horizonDays,
        warn: (message) => this.options.warn({ job: row.id }, message),
      });
      return again ? { kind: 'again', at: again } : { kind: 'done' };
    }
    if (!this.list) return { kind: 'done' };
    const job = row.payload as ListmonkJob;
    if (job.action === 'unsubscribe') await this.list.unsubscribe(job.email);
    else await this.list.subscribe(job.email, await this.nameOf(job.email));
    return { kind: 'done' };
  }

  /** The directory's name for the email, or its NetID (the part before @) when it has none. */
  private async nameOf(email: string): Promise<string> {
    const fallback = email.split('@')[0] ?? email;
    try {
      const profile = await this.options.directory.getProfile(email);
      const parts = [profile?.givenName, profile?.surname].filter(Boolean).join(' ');
      return profile?.displayName?.trim() || parts || fallback;
    } catch {
      return fallback;
    }
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.unlisten = await this.options.database.listen(
      integrationChannel,
      () => this.kick(),
      () => this.kick(),
    );
    this.kick();
  }

  private kick(): void {
    if (this.stopped) return;
    this.flush()
      .catch((error: unknown) => this.options.warn({ err: error }, 'integration outbox run failed'))
      .finally(() => void this.schedule());
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    let delay = (this.options.pollSeconds ?? 30) * 1000;
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
