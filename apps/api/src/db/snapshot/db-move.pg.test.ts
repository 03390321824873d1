import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { writeAudit } from '../../plugins/audit';
import { sealAuditLog } from '../../plugins/audit-chain/seal';
import { verifyAuditChain } from '../../plugins/audit-chain/verify';
import { seed } from '../../seed';
import { testConfig } from '../../test/config';
import { migrate, openPglite, openPostgres, type Database } from '../client';
import { DataDirLockedError } from '../lock';
import { rowsOf } from '../rows';
import { moveToPostgres } from './commands';
import { tablesInLoadOrder } from './export';
import { countRows } from './import';
import { cleanups, emptyPostgres, runCleanups, tempDir } from './test-support';

afterEach(runCleanups);

/** The demo embedded database as `npm start` leaves it, plus audit entries sealed and not yet sealed. */
async function demoDataDir(): Promise<string> {
  const dataDir = tempDir();
  fs.mkdirSync(path.join(dataDir, 'pglite'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(database);
    await seed(database.db, testConfig());
    const entry = (i: number) => ({
      module: 'events' as const,
      actor: 'admin@illinois.edu',
      target: `e-${i}`,
      message: `Edited ${i}.`,
    });
    await database.db.transaction((tx) =>
      writeAudit(
        tx,
        Array.from({ length: 40 }, (_, i) => entry(i)),
      ),
    );
    await sealAuditLog(database.db);
    await database.db.transaction((tx) => writeAudit(tx, [entry(40), entry(41)]));
  } finally {
    await database.close();
  }
  return dataDir;
}

interface Side {
  counts: Record<string, number>;
  sequences: { name: string; value: string | null }[];
  head: { head_seq: string; head_hash: string } | undefined;
  entries: number;
}

/** What either side holds, read independently of the move's own report. */
async function describeSide(database: Database): Promise<Side> {
  const counts = await countRows(database.db, await tablesInLoadOrder(database.db));
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await database.db.execute(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  const [head] = rowsOf<{ head_seq: string; head_hash: string }>(
    await database.db.execute(sql`select head_seq::text as head_seq, head_hash from audit_chain`),
  );
  const chain = await verifyAuditChain(database.db);
  expect(chain.intact).toBe(true);
  return { counts, sequences, head, entries: chain.entries };
}

describe('npm run db:move', () => {
  it('copies the demo embedded database into an empty PostgreSQL database: every table, sequence and the chain', async () => {
    const template = inject('postgresTemplate');
    const dataDir = await demoDataDir();
    const url = await emptyPostgres(template);

    const report = await moveToPostgres(dataDir, url);
    expect(report.mismatched).toEqual([]);
    expect(report.ok).toBe(true);

    const source = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => source.close());
    const target = await openPostgres(url);
    cleanups.push(() => target.close());
    const [before, after] = [await describeSide(source), await describeSide(target)];
    expect(Object.keys(before.counts).length).toBeGreaterThan(40);
    expect(before.counts.audit_log).toBe(before.entries + 2);
    expect(after).toEqual(before);
    // The two entries not yet sealed arrive unsealed; the server seals them at start, after the rest.
    expect(report.chain).toMatchObject({ intact: true, pending: 2 });
  }, 240_000);

  it('refuses a PostgreSQL database that is not empty, and an embedded database a server holds', async () => {
    const template = inject('postgresTemplate');
    const dataDir = await demoDataDir();
    const url = await emptyPostgres(template);
    const occupied = await openPostgres(url);
    await occupied.db.execute(sql`create table notes (body text)`);
    await occupied.close();
    await expect(moveToPostgres(dataDir, url)).rejects.toThrow(
      /is not empty: db:move copies only into an empty database/,
    );

    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(moveToPostgres(dataDir, await emptyPostgres(template))).rejects.toThrow(DataDirLockedError);
  }, 240_000);
});
