/**
 * The offline door's uploads take turns on an instance (issue 40 finding 4, decision 0052): an
 * upload's statements run only when the one before it has answered. Four uploads at once each
 * kept a database connection and, with its backend, a core busy, and members' requests waited for
 * the cores and the pool; now at most one upload's statement is in flight, and every other
 * request goes between its statements. Checking a body (upload-checker.ts) comes before the turn.
 */
export class UploadTurns {
  private last: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** Uploads waiting for their turn or taking it. */
  get waiting(): number {
    return this.queued;
  }

  /** Runs `apply` when every upload that came before has finished (answered or failed). */
  take<T>(apply: () => Promise<T>): Promise<T> {
    this.queued++;
    const turn = this.last.then(apply).finally(() => this.queued--);
    this.last = turn.catch(() => undefined);
    return turn;
  }
}
