/** What the request path keeps of a click: raw and cheap; parsing and hashing wait for the flush. */
export interface RawClick {
  linkId: number;
  /** Epoch milliseconds. */
  at: number;
  referrer: string | undefined;
  userAgent: string | undefined;
  address: string;
  qr: boolean;
}

/**
 * Clicks for analytics, kept in memory and written in batches like the counts (ClickCounter):
 * the redirect only appends to an array. Flushes run one after another; a failed write puts its
 * clicks back for the next flush. Past `limit` unwritten clicks (a database down for long), new
 * clicks are dropped from analytics only: the link's counter still counts them.
 */
export class ClickLog {
  private pending: RawClick[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** Clicks left out of analytics because the buffer was full. */
  dropped = 0;

  constructor(
    private readonly write: (clicks: readonly RawClick[]) => Promise<void>,
    private readonly limit = 200_000,
  ) {}

  record(click: RawClick): void {
    if (this.pending.length >= this.limit) this.dropped += 1;
    else this.pending.push(click);
  }

  get unwritten(): number {
    return this.pending.length;
  }

  flush(): Promise<void> {
    const run = this.queue.then(() => this.writePending());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async writePending(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.write(batch);
    } catch (error) {
      this.pending = batch.concat(this.pending).slice(0, this.limit);
      throw error;
    }
  }
}
