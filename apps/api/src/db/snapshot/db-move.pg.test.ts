import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { writeAudit } from '../../plugins/audit';
import { sealAuditLog } from '../../plugins/audit-chain/seal';
import { seed } from '../../seed';
import { testConfig } from '../../test/config';
import { migrate, openPglite, openPostgres } from '../client';
import { DataDirLockedError } from '../lock';
import { moveToPostgres } from './commands';
import { cleanups, describeSide, emptyPostgres, runCleanups, tempDir } from './test-support';

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
