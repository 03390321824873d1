/**
 * A snapshot of the whole database, the same for PGlite and PostgreSQL (decision record
 * "backups and the move to PostgreSQL"). On disk it is gzip'd JSON lines: control lines are JSON
 * arrays, every other line is one row exactly as PostgreSQL's `to_jsonb(row)` wrote it, so a value
 * is never parsed into a JavaScript number on the way (bigint, numeric and timestamps stay exact).
 *
 *   ["chapter-portal-backup", { version, createdAt, source, migrations }]
 *   ["table", name, [column, ...]]   then that table's rows, one JSON object a line
 *   ["sequences", [{ name, value, called }, ...]]
 *   ["end", { table: rows, ... }]    a file without it is incomplete and is refused
 */
export const snapshotFormat = 'chapter-portal-backup';
export const snapshotVersion = 1;

export interface SnapshotHeader {
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** How many migrations the source had applied, and the journal time of the last one. */
  migrations: { applied: number; last: number | null };
}

export interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

export type SnapshotRecord =
  | { kind: 'header'; header: SnapshotHeader }
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; json: string }
  | { kind: 'sequences'; sequences: SequenceState[] }
  | { kind: 'end'; counts: Record<string, number> };

export class SnapshotError extends Error {}

export function recordToLine(record: SnapshotRecord): string {
  switch (record.kind) {
    case 'header':
      return JSON.stringify([snapshotFormat, record.header]);
    case 'table':
      return JSON.stringify(['table', record.table, record.columns]);
    case 'row':
      return record.json;
    case 'sequences':
      return JSON.stringify(['sequences', record.sequences]);
    case 'end':
      return JSON.stringify(['end', record.counts]);
  }
}

export function lineToRecord(line: string, lineNumber: number): SnapshotRecord {
  if (line.startsWith('{')) return { kind: 'row', json: line };
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new SnapshotError(`Line ${lineNumber} of the backup is not valid JSON.`);
  }
  if (!Array.isArray(parsed)) throw new SnapshotError(`Line ${lineNumber} of the backup is not a record.`);
  const [tag, first, second] = parsed as [unknown, unknown, unknown];
  if (tag === snapshotFormat) return { kind: 'header', header: first as SnapshotHeader };
  if (tag === 'table' && typeof first === 'string' && Array.isArray(second)) {
    return { kind: 'table', table: first, columns: second as string[] };
  }
  if (tag === 'sequences' && Array.isArray(first)) return { kind: 'sequences', sequences: first as SequenceState[] };
  if (tag === 'end' && first && typeof first === 'object')
    return { kind: 'end', counts: first as Record<string, number> };
  throw new SnapshotError(`Line ${lineNumber} of the backup is not a record this version knows.`);
}

/** A table or sequence name as an SQL identifier (names come from the catalog or a backup file). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
