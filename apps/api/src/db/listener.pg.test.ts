import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/harness';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('change notifications on PostgreSQL', () => {
  it('reconnect after the listening connection is killed, and ask for a resync', async () => {
    const received: string[] = [];
    const resync = vi.fn();
    const stop = await database.listen('cp_test_channel', (payload) => received.push(payload), resync);
    await database.notify('cp_test_channel', 'before');
    await vi.waitFor(() => expect(received).toEqual(['before']));

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "cp_test_channel"'`,
    );
    await admin.end();

    await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await database.notify('cp_test_channel', 'after');
    await vi.waitFor(() => expect(received).toEqual(['before', 'after']));
    await stop();
  });
});
