import { describe, expect, it, vi } from 'vitest';
import { backoffSeconds, CoalescedRun } from './coalesced-run';

/** A piece of work that waits until the test lets it finish, counting its passes. */
function gatedWork() {
  const state = { passes: 0, release: () => {} };
  const work = () =>
    new Promise<void>((resolve) => {
      state.passes += 1;
      state.release = resolve;
    });
  return { state, work };
}

describe('CoalescedRun', () => {
  it('shares one run among calls made while it runs, and makes one more pass for them', async () => {
    const { state, work } = gatedWork();
    const runs = new CoalescedRun(work);
    const first = runs.run();
    const second = runs.run();
    const third = runs.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(state.passes).toBe(1);
    state.release();
    // The calls that came mid-run asked for one more look, not one each.
    await vi.waitFor(() => expect(state.passes).toBe(2));
    state.release();
    await first;
    expect(state.passes).toBe(2);
  });

  it('starts a new run once the last has ended, and settles even when a run fails', async () => {
    let calls = 0;
    const runs = new CoalescedRun(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database is down');
    });
    await expect(runs.run()).rejects.toThrow('the database is down');
    await runs.settled();
    await runs.run();
    expect(calls).toBe(2);
  });
});

describe('backoffSeconds', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});
