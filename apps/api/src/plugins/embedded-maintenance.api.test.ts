import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { testConfig } from '../test/config';
import { openEmbeddedTestDatabase } from '../test/harness';
import { rowsOf } from '../db/rows';

// Always on PGlite, whichever database the rest of the suite runs on: the job it tests exists
// because a single-user PostgreSQL backend has no autovacuum.
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openEmbeddedTestDatabase();
  app = await buildApp(testConfig(), { database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function auditLogStats() {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<{ vacuums: number; dead: number; analyzed: boolean }>(
    await database.db.execute(
      sql`select vacuum_count::int as vacuums, n_dead_tup::int as dead, last_analyze is not null as analyzed
          from pg_stat_user_tables where relname = 'audit_log'`,
    ),
  );
  return row!;
}

describe('the embedded database', () => {
  it('is vacuumed and analyzed by the first retention run of a day: the dead rows sealing leaves are reclaimed', async () => {
    await database.db
      .insert(auditLog)
      .values(Array.from({ length: 50 }, (_, i) => ({ module: 'events', actor: 'a', target: `t${i}`, message: 'm' })));
    // Sealing links each entry into the chain by updating it, which leaves its old version dead.
    await app.auditChain.seal();
    const before = await auditLogStats();
    expect(before.dead).toBeGreaterThanOrEqual(50);

    await app.runRetention();

    const after = await auditLogStats();
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.dead).toBe(0);
    expect(after.analyzed).toBe(true);
    expect(await app.auditChain.verify()).toMatchObject({ intact: true });

    // Once a day: the hourly runs in between only do retention.
    await app.runRetention();
    expect((await auditLogStats()).vacuums).toBe(after.vacuums);
  });
});
