import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { writeAudit } from '../../plugins/audit';
import { sealAuditLog } from '../../plugins/audit-chain/seal';
import { cloneTemplateDatabase } from '../../test/harness';
import { openPglite, openPostgres } from '../client';
import { backupTo, restoreFrom } from './commands';
import { cleanups, describeSide, runCleanups, tempDir } from './test-support';

afterEach(runCleanups);

describe('a PostgreSQL backup restored into the embedded database', () => {
  it('holds every row, sequence and the sealed chain of the source', async () => {
    const clone = await cloneTemplateDatabase(inject('postgresTemplate'));
    cleanups.push(() => clone.drop());
    const source = await openPostgres(clone.url);
    cleanups.push(() => source.close());
    const entries = Array.from({ length: 30 }, (_, i) => ({
      module: 'linkry' as const,
      actor: 'admin@illinois.edu',
      target: `l-${i}`,
      message: `Created link ${i}.`,
    }));
    await source.db.transaction((tx) => writeAudit(tx, entries));
    await sealAuditLog(source.db);

    const file = path.join(tempDir(), 'postgres.backup');
    expect((await backupTo({ DATABASE_URL: clone.url, DATA_DIR: tempDir() }, file)).how).toBe('postgres');
    const dataDir = path.join(tempDir(), 'embedded');
    const report = await restoreFrom({ DATA_DIR: dataDir }, file);
    expect(report.ok).toBe(true);

    const restored = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    cleanups.push(() => restored.close());
    const before = await describeSide(source);
    expect(before.entries).toBeGreaterThanOrEqual(30);
    expect(await describeSide(restored)).toEqual(before);
  }, 240_000);
});
