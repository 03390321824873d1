// For benches that call the portal in-process (Fastify's inject) and a bare query through the same
// driver, alternating in one event loop.
import { PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * What happens between two timed calls, set by BENCH_PAUSE. `none` (the default, and how every
 * earlier figure was measured): the next call starts at once. `turn`: one turn of the event loop
 * (setImmediate). `ms`: a millisecond's pause, as between a client's requests over a network.
 * A server meets each request from a socket event, so the loop's pending tasks (timers, what the
 * call before left running, the scavenges V8 schedules as tasks) run between requests. In-process
 * with `none`, a bare query on PGlite is one chain of promises that never gives them a turn, so
 * every collection that all the calls caused lands in a portal call; the ratio's sensitivity to
 * this choice is part of what the figures say (docs/decisions/0016-request-hot-path.md).
 */
const pause = process.env.BENCH_PAUSE ?? 'none';
if (!['none', 'turn', 'ms'].includes(pause)) throw new Error(`BENCH_PAUSE must be none, turn or ms, not ${pause}`);
export const pauseBetweenCalls = (): Promise<void> =>
  pause === 'none'
    ? Promise.resolve()
    : new Promise((resolve) => (pause === 'turn' ? setImmediate(resolve) : setTimeout(resolve, 1)));
export const pauseLabel = `pause between calls: ${pause}`;

/** Which timed calls the garbage collector's pauses fell into, to say where a tail comes from. */
export class GcLedger {
  private readonly pauses: { start: number; end: number }[] = [];
  private readonly spans: { label: string; start: number; end: number }[] = [];
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      this.pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  /** Times `run`, remembering the span under `label`; returns its result and duration. */
  async time<T>(label: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const start = performance.now();
    const result = await run();
    const end = performance.now();
    this.spans.push({ label, start, end });
    return { result, ms: end - start };
  }

  /** e.g. "31 pauses, 58 ms: portal 6, bare 2, between calls 23", once the last were delivered. */
  async summary(): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    this.observer.disconnect();
    const landed = new Map<string, number>();
    let total = 0;
    for (const pause of this.pauses) {
      total += pause.end - pause.start;
      const span = this.spans.find((s) => pause.end > s.start && pause.start < s.end);
      const label = span?.label ?? 'between calls';
      landed.set(label, (landed.get(label) ?? 0) + 1);
    }
    const where = [...landed].map(([label, count]) => `${label} ${count}`).join(', ');
    return `${this.pauses.length} pauses, ${total.toFixed(0)} ms: ${where || 'none'}`;
  }
}
