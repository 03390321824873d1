import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { openPglite, openPostgres, type Database } from '../client';
import { DataDirLockedError, lockDataDir } from '../lock';
import { openConfiguredDatabase } from '../open-configured';
import { walkAuditChain } from '../../plugins/audit-chain/verify';
import { exportSnapshot } from './export';
import { checkSnapshotFile, readSnapshotFile, streamSnapshot, writeFileAtomically } from './files';
import { SnapshotError, type SnapshotRecord } from './format';
import { importSnapshot, isEmptyDatabase } from './import';
import { requestBackup } from './online';
import { checkLoaded, type LoadReport } from './report';

interface Target {
  DATABASE_URL?: string;
  DATA_DIR: string;
}

const embeddedFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** A URL fit to print: the password replaced. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/**
 * `npm run backup`: PostgreSQL is read directly; the embedded database directly when no server
 * holds it, else through the running server's backup socket. The file is read back before we
 * call it done. Returns how it was taken and the rows per table.
 */
export async function backupTo(
  config: Target,
  file: string,
): Promise<{ how: 'postgres' | 'embedded' | 'running server'; counts: Record<string, number> }> {
  let how: 'postgres' | 'embedded' | 'running server' = config.DATABASE_URL ? 'postgres' : 'embedded';
  if (!config.DATABASE_URL && !fs.existsSync(embeddedFolder(config.DATA_DIR))) {
    throw new SnapshotError(`There is no embedded database in ${path.resolve(config.DATA_DIR)} to back up.`);
  }
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>> | null = null;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    how = 'running server';
  }
  try {
    const { counts } = await writeFileAtomically(
      file,
      async (out) => {
        if (opened) await streamSnapshot(opened.database.db, opened.database.kind, out);
        else await requestBackup(config.DATA_DIR, out);
      },
      checkSnapshotFile,
    );
    return { how, counts };
  } finally {
    await opened?.database.close();
    opened?.release();
  }
}

/**
 * `npm run restore`: into the configured database, which must be empty (PostgreSQL) or an empty
 * or missing DATA_DIR. A failed restore into DATA_DIR leaves it as empty as it was.
 */
export async function restoreFrom(config: Target, file: string): Promise<LoadReport> {
  await checkSnapshotFile(file);
  const dataDirWasMissing = !fs.existsSync(config.DATA_DIR);
  if (!config.DATABASE_URL && !dataDirWasMissing && fs.readdirSync(config.DATA_DIR).length > 0) {
    throw new SnapshotError(
      `DATA_DIR ${path.resolve(config.DATA_DIR)} is not empty: restore only into an empty or new folder.`,
    );
  }
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL);
    try {
      if (!(await isEmptyDatabase(database.db))) {
        throw new SnapshotError(
          `The database at ${safeUrl(config.DATABASE_URL)} is not empty: restore only into an empty one.`,
        );
      }
      const { counts } = await importSnapshot(database, readSnapshotFile(file));
      return await checkLoaded(database.db, counts, { source: 'backup', target: 'restored' });
    } finally {
      await database.close();
    }
  }
  const { database, release } = await openConfiguredDatabase(config);
  let restored = false;
  try {
    const { counts } = await importSnapshot(database, readSnapshotFile(file));
    restored = true;
    return await checkLoaded(database.db, counts, { source: 'backup', target: 'restored' });
  } finally {
    await database.close();
    release();
    if (!restored) {
      if (dataDirWasMissing) fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
      else
        for (const entry of fs.readdirSync(config.DATA_DIR))
          fs.rmSync(path.join(config.DATA_DIR, entry), { recursive: true, force: true });
    }
  }
}

/** Copies one snapshot of `source` into `target` through memory, never more than a window of rows at once. */
async function copySnapshot(source: Database, target: Database) {
  const channel = new PassThrough({ objectMode: true, highWaterMark: 2000 });
  const exporting = exportSnapshot(source.db, source.kind, async (record: SnapshotRecord) => {
    if (!channel.write(record)) await once(channel, 'drain');
  }).then(
    (counts) => {
      channel.end();
      return counts;
    },
    (error: unknown) => {
      channel.destroy(error as Error);
      throw error;
    },
  );
  const importing = importSnapshot(target, channel as AsyncIterable<SnapshotRecord>).catch((error: unknown) => {
    channel.destroy(error as Error);
    throw error;
  });
  const [counts] = await Promise.all([exporting, importing]);
  return counts;
}

/**
 * `npm run db:move`: the stopped embedded database in `dataDir` into the empty PostgreSQL database
 * at `url`, then every table counted on both sides and the audit chain walked on both.
 */
export async function moveToPostgres(dataDir: string, url: string): Promise<LoadReport & { sourceChain: string }> {
  if (!fs.existsSync(embeddedFolder(dataDir))) {
    throw new SnapshotError(`There is no embedded database in ${path.resolve(dataDir)} to move.`);
  }
  const release = lockDataDir(dataDir);
  const opened: Database[] = [];
  try {
    const source = await openPglite({ dataDir: embeddedFolder(dataDir) });
    opened.push(source);
    const target = await openPostgres(url);
    opened.push(target);
    if (!(await isEmptyDatabase(target.db))) {
      throw new SnapshotError(
        `The database at ${safeUrl(url)} is not empty: db:move copies only into an empty database (create one with createdb).`,
      );
    }
    const counts = await copySnapshot(source, target);
    const report = await checkLoaded(target.db, counts, { source: 'embedded', target: 'postgres' });
    const sourceChain = await walkAuditChain(source.db);
    const same = sourceChain.intact && report.chain.intact && sourceChain.entries === report.chain.entries;
    return { ...report, ok: report.ok && same, sourceChain: sourceChain.message };
  } finally {
    for (const database of opened) await database.close();
    release();
  }
}
