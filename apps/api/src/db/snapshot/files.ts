import fs from 'node:fs';
import readline from 'node:readline';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Db } from '../client';
import { exportSnapshot } from './export';
import { lineToRecord, recordToLine, SnapshotError, type SnapshotHeader, type SnapshotRecord } from './format';

/** Writes one consistent snapshot of `db`, gzip'd, into `out`, and ends it. */
export async function streamSnapshot(
  db: Db,
  source: 'pglite' | 'postgres',
  out: Writable,
): Promise<Record<string, number>> {
  const gzip = zlib.createGzip();
  gzip.pipe(out);
  const done = finished(out);
  try {
    // Lines go to gzip 64 KB at a time: one write a row cost more than the compression.
    let pending: string[] = [];
    let pendingSize = 0;
    const flush = async () => {
      const ready = gzip.write(pending.join(''));
      pending = [];
      pendingSize = 0;
      if (!ready) await once(gzip, 'drain');
    };
    const counts = await exportSnapshot(db, source, async (record) => {
      const line = `${recordToLine(record)}\n`;
      pending.push(line);
      pendingSize += line.length;
      if (pendingSize >= 65_536) await flush();
    });
    await flush();
    gzip.end();
    await done;
    return counts;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  }
}

/**
 * Writes to `file.partial`, reads it back with `check`, and only then renames it: `file` is never
 * half a backup, nor one that does not read.
 */
export async function writeFileAtomically<T>(
  file: string,
  write: (out: Writable) => Promise<void>,
  check: (written: string) => Promise<T>,
): Promise<T> {
  const partial = `${file}.partial`;
  try {
    await write(fs.createWriteStream(partial, { mode: 0o600 }));
    const checked = await check(partial);
    fs.renameSync(partial, file);
    return checked;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function* readSnapshotFile(file: string): AsyncGenerator<SnapshotRecord> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (line) yield lineToRecord(line, lineNumber);
    }
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(`${file} is not a readable backup (${(error as Error).message}).`);
  }
}

/** Reads the whole file once before anything is written: a damaged or cut-off file is refused up front. */
export async function checkSnapshotFile(
  file: string,
): Promise<{ header: SnapshotHeader; counts: Record<string, number> }> {
  if (!fs.existsSync(file)) throw new SnapshotError(`No such file: ${file}`);
  let header: SnapshotHeader | null = null;
  let table: string | null = null;
  const rows: Record<string, number> = {};
  let end: Record<string, number> | null = null;
  for await (const record of readSnapshotFile(file)) {
    if (!header && record.kind !== 'header') throw new SnapshotError(`${file} is not a Chapter Portal backup.`);
    if (record.kind === 'header') header = record.header;
    else if (record.kind === 'table') {
      table = record.table;
      rows[table] = 0;
    } else if (record.kind === 'row' && table) rows[table] = (rows[table] ?? 0) + 1;
    else if (record.kind === 'end') end = record.counts;
  }
  if (!header || !end) throw new SnapshotError(`${file} is incomplete (it has no end record).`);
  for (const [name, count] of Object.entries(end)) {
    if (rows[name] !== count)
      throw new SnapshotError(`${file} is damaged: ${name} should have ${count} rows, it has ${rows[name] ?? 0}.`);
  }
  return { header, counts: end };
}
