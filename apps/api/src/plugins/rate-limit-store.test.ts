import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { BatchedCounters } from './rate-limit-store';

/** A database whose one upsert answers only when the test says, with the count it is given. */
function slowDatabase() {
  let answer: (count: number) => void = () => {};
  let asked: () => void = () => {};
  const pushStarted = new Promise<void>((resolve) => (asked = resolve));
  const db = {
    execute: () =>
      new Promise((resolve) => {
        answer = (count) => resolve({ rows: [{ key: 'k', count, ttl: 60_000 }] });
        asked();
      }),
  } as unknown as Db;
  return { db, pushStarted, answer: (count: number) => answer(count) };
}

describe('BatchedCounters', () => {
  it('keeps counting the requests it is pushing until the database has counted them', async () => {
    const { db, pushStarted, answer } = slowDatabase();
    const counters = new BatchedCounters(db, 60_000);
    for (let i = 0; i < 10; i++) counters.incr('k', 60_000);
    const pushed = counters.flush();
    await pushStarted;
    // Mid-push: the ten are neither pending nor in the shared count yet, and must not be forgotten
    // (a limit of 30 let a 31st request through while a push was on its way, on PostgreSQL).
    expect(counters.incr('k', 60_000).current).toBe(11);
    answer(10);
    await pushed;
    expect(counters.read('k').current).toBe(11);
  });

  it('keeps what a failed push carried, to push it again', async () => {
    const db = { execute: () => Promise.reject(new Error('the database is down')) } as unknown as Db;
    const counters = new BatchedCounters(db, 60_000);
    for (let i = 0; i < 3; i++) counters.incr('k', 60_000);
    await counters.flush();
    expect(counters.read('k').current).toBe(3);
  });
});
