/** The time source of a pacer: the real clock, or a test's. */
export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Spaces sends at one per `intervalMs` on a schedule of absolute times: the k-th send of a run is
 * due at start + k × interval, whatever each send and its bookkeeping took and however late the
 * timer fired. Waiting one interval after each send instead let every late wake-up and every
 * batch's claim add to the gap (measured on the embedded database: 531 a minute against 600).
 *
 * A send that finds itself behind keeps its slot, so the run catches up, but only by a little
 * (`catchUpMs`: three slots or a second, whichever is longer): after an idle spell or a long stall
 * the schedule starts again from now rather than letting a burst out.
 */
export class SendPacer {
  /** When the next send may start; 0 before the first. */
  private nextSlot = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: PacerClock = realClock,
    private readonly catchUpMs = Math.max(3 * intervalMs, 1000),
  ) {}

  /** Resolves when the next send may start, and books that slot. */
  async next(): Promise<void> {
    if (!this.intervalMs) return;
    const now = this.clock.now();
    if (now - this.nextSlot > this.catchUpMs) this.nextSlot = now;
    const slot = this.nextSlot;
    this.nextSlot = slot + this.intervalMs;
    if (slot > now) await this.clock.sleep(slot - now);
  }
}
