import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { cloneTemplateDatabase } from '../test/harness';
import { BatchedCounters, postgresRateLimitStore } from './rate-limit-store';

/** Two instances' counters on one PostgreSQL database. */
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
let database: Database;

beforeAll(async () => {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  clone = await cloneTemplateDatabase(template);
  database = await openPostgres(clone.url);
});

afterAll(async () => {
  await database.close();
  await clone.drop();
});

const minute = 60_000;

describe('rate-limit counters shared through PostgreSQL', () => {
  it('counts each instance exactly at once, and adds the other instance after each push', async () => {
    const [a, b] = [new BatchedCounters(database.db, 10_000), new BatchedCounters(database.db, 10_000)];
    expect([1, 2, 3].map(() => a.incr('user:ana', minute).current)).toEqual([1, 2, 3]);
    await a.flush();
    expect(b.incr('user:ana', minute).current).toBe(1);
    expect(b.incr('user:ana', minute).current).toBe(2);
    await b.flush();
    // B heard A's three with its own two; A hears B's two at its next push.
    expect(b.read('user:ana').current).toBe(5);
    expect(a.incr('user:ana', minute).current).toBe(4);
    await a.flush();
    expect(a.read('user:ana').current).toBe(6);
    expect(a.read('user:ana').ttl).toBeGreaterThan(minute - 5_000);
    expect(a.read('user:bob')).toEqual({ current: 0, ttl: 0 });
  });

  it('restarts a window that has passed, locally and in the database', async () => {
    const counters = new BatchedCounters(database.db, 10_000);
    // Long enough that a slow push on a loaded machine still reads back inside the window.
    const window = 3_000;
    counters.incr('user:cal', window);
    counters.incr('user:cal', window);
    await counters.flush();
    expect(counters.read('user:cal').current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, window + 100));
    expect(counters.read('user:cal')).toEqual({ current: 0, ttl: 0 });
    expect(counters.incr('user:cal', window).current).toBe(1);
    await counters.flush();
    expect(counters.read('user:cal').current).toBe(1);
  });

  it('counts an exact limiter in the database on every call, across instances', async () => {
    const storeOf = () => {
      const Store = postgresRateLimitStore(database.db);
      return new Store().child({ exactCount: true });
    };
    const incr = (store: ReturnType<typeof storeOf>) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          'password-failures:10.0.0.1',
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          minute,
        ),
      );
    const [one, two] = [storeOf(), storeOf()];
    expect(await incr(one)).toBe(1);
    expect(await incr(two)).toBe(2);
    expect(await incr(one)).toBe(3);
  });
});
