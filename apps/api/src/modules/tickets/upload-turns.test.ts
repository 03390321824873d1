import { describe, expect, it } from 'vitest';
import { UploadTurns } from './upload-turns';

describe('uploads taking turns', () => {
  it('runs each in the order it came, one at a time, and a failed one does not hold the next', async () => {
    const turns = new UploadTurns();
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} ends`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const all = [turns.take(step('a')), turns.take(step('b', true)), turns.take(step('c'))];
    expect(turns.waiting).toBe(3);
    expect(await Promise.allSettled(all)).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('b failed') },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(turns.waiting).toBe(0);
  });
});
