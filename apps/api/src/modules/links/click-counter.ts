/**
 * Clicks are counted in memory and written in batches: a redirect never waits for the database.
 * Flushes run one after another, so when `flush()` resolves every click counted before the call
 * is in the database. A failed write puts its counts back for the next flush.
 */
export class ClickCounter {
  private pending = new Map<number, number>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly write: (counts: ReadonlyMap<number, number>) => Promise<void>) {}

  count(linkId: number): void {
    this.pending.set(linkId, (this.pending.get(linkId) ?? 0) + 1);
  }

  /** Clicks counted but not yet written. */
  get unwritten(): number {
    let total = 0;
    for (const clicks of this.pending.values()) total += clicks;
    return total;
  }

  flush(): Promise<void> {
    const run = this.queue.then(() => this.writePending());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      for (const [id, clicks] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + clicks);
      throw error;
    }
  }
}
