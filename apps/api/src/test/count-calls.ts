import { vi } from 'vitest';
import type { Db } from '../db/client';

export type DbMethod = 'insert' | 'select' | 'update' | 'transaction' | 'execute';

/**
 * The calls to `methods` of `db` made, while `run` runs, from source files whose path matches
 * `from`: other work on the same database (the audit chain's sealer, the rate limits' counters)
 * runs in the background at any moment, and a count of every call once caught one of theirs.
 */
export async function countCallsFrom<T>(
  db: Db,
  from: RegExp,
  methods: DbMethod[],
  run: () => Promise<T>,
): Promise<{ result: T; calls: number }> {
  const target = db as unknown as Record<DbMethod, (...args: unknown[]) => unknown>;
  let calls = 0;
  const spies = methods.map((method) => {
    const original = target[method].bind(db);
    return vi.spyOn(target, method).mockImplementation((...args: unknown[]) => {
      if (from.test(new Error().stack ?? '')) calls++;
      return original(...args);
    });
  });
  try {
    return { result: await run(), calls };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
