import { describe, expect, it } from 'vitest';
import { SendPacer, type PacerClock } from './send-pacer';

/** A clock that moves only when told to: each sleep wakes `lateMs` after it was due, as a busy timer does. */
function fakeClock(lateMs = 0) {
  const clock = {
    t: 1_000_000,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms + lateMs;
    },
    /** Work between sends (the SMTP answer, marking the row sent) takes time. */
    spend: (ms: number) => {
      clock.t += ms;
    },
  };
  return clock satisfies PacerClock;
}

/** The start times of `count` sends, each followed by `workMs`, plus `batchMs` every `batch` sends. */
async function sendTimes(pacer: SendPacer, clock: ReturnType<typeof fakeClock>, count: number, work = 0, batchMs = 0) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 20 === 0) clock.spend(batchMs);
    await pacer.next();
    times.push(clock.now());
    clock.spend(work);
  }
  return times;
}

const perMinute = (times: number[]) => ((times.length - 1) / (times.at(-1)! - times[0]!)) * 60_000;

describe('SendPacer', () => {
  it('holds the configured rate when timers fire late and every send and batch takes time', async () => {
    // 600 a minute: one send every 100 ms; each wake-up 7 ms late, each send 30 ms, each batch's claim 80 ms.
    const clock = fakeClock(7);
    const times = await sendTimes(new SendPacer(100, clock), clock, 201, 30, 80);
    expect(perMinute(times)).toBeGreaterThanOrEqual(600 * 0.99);
    expect(perMinute(times)).toBeLessThanOrEqual(600);
  });

  it('never starts more sends than the rate allows in any stretch of a run', async () => {
    const clock = fakeClock(7);
    const times = await sendTimes(new SendPacer(100, clock), clock, 201, 30, 80);
    // The k-th send never starts before its slot: first + k × interval.
    for (const [k, t] of times.entries()) expect(t).toBeGreaterThanOrEqual(times[0]! + k * 100);
  });

  it('lets no burst out after an idle spell', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(100, clock);
    await sendTimes(pacer, clock, 3);
    clock.spend(60_000);
    const times = await sendTimes(pacer, clock, 5);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([100, 100, 100, 100]);
  });

  it('catches up a few slots at most after a stall within a run', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(100, clock, 300);
    const first = await sendTimes(pacer, clock, 2);
    clock.spend(250); // a stall: the next slot was 150 ms ago
    const times = await sendTimes(pacer, clock, 4);
    // The two slots missed are sent at once, then the schedule holds.
    expect(times.map((t) => t - first[0]!)).toEqual([350, 350, 400, 500]);
  });

  it('does not wait without a rate', async () => {
    const clock = fakeClock();
    const times = await sendTimes(new SendPacer(0, clock), clock, 5);
    expect(new Set(times).size).toBe(1);
  });
});
