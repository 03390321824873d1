import { describe, expect, it, vi } from 'vitest';
import { ClickCounter } from './click-counter';

describe('ClickCounter', () => {
  it('writes the counts in one batch and starts over', async () => {
    const batches: [number, number][][] = [];
    const counter = new ClickCounter(async (counts) => void batches.push([...counts]));
    counter.count(1);
    counter.count(2);
    counter.count(1);
    expect(counter.unwritten).toBe(3);
    await counter.flush();
    await counter.flush();
    expect(batches).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
    ]);
    expect(counter.unwritten).toBe(0);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    let fail = true;
    const written: [number, number][][] = [];
    const counter = new ClickCounter(async (counts) => {
      if (fail) throw new Error('database down');
      written.push([...counts]);
    });
    counter.count(7);
    await expect(counter.flush()).rejects.toThrow('database down');
    counter.count(7);
    fail = false;
    await counter.flush();
    expect(written).toEqual([[[7, 2]]]);
  });

  it('resolves a flush only after the flush before it has written', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: number[] = [];
    let calls = 0;
    const counter = new ClickCounter(async (counts) => {
      calls += 1;
      if (calls === 1) await gate;
      written.push(counts.get(1)!);
    });
    counter.count(1);
    const first = counter.flush();
    await vi.waitFor(() => expect(calls).toBe(1));
    counter.count(1);
    counter.count(1);
    const second = counter.flush();
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(secondDone).toBe(false);
    release();
    await second;
    expect(written).toEqual([1, 2]);
    await first;
  });
});
