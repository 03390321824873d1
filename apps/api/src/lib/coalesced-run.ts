/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 1 hour (both outboxes). */
export const backoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

/**
 * One run of `work` at a time. A call while it runs shares that run's promise and asks it to look
 * once more when it ends: a commit that lands mid-run is never left waiting for the next timer.
 */
export class CoalescedRun {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly work: () => Promise<void>) {}

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.work();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Waits for the run in progress, if any, whatever its outcome. */
  async settled(): Promise<void> {
    await this.running?.catch(() => {});
  }
}
