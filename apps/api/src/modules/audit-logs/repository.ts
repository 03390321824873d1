import { sql, type SQL } from 'drizzle-orm';
import type { AuditLogModule, LogEntry } from '@cp/contracts/audit-logs';
import type { Db } from '../../db/client';
import { accessEntryInsert, type AuditEntry } from '../../plugins/audit';
import { rowsOf } from '../../db/rows';
import { containingPattern } from '../../db/like-pattern';

export interface LogRow {
  id: string;
  created_us: string;
  module: AuditLogModule;
  actor: string;
  target: string;
  message: string;
  request_id: string | null;
}

export interface WindowQuery {
  module: AuditLogModule;
  start: number;
  end: number;
  /** Keyset: entries strictly older than this (created_at in microseconds, id). */
  after?: { createdUs: string; id: string };
  search?: string;
  limit: number;
}

const columns = sql.raw(
  `id::text as id, (extract(epoch from created_at) * 1000000)::bigint::text as created_us,
   module, actor, target, message, request_id`,
);
const fromMicros = (us: string) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

/**
 * One page of a module's window, newest first: a backward range scan of the (module,
 * created_at, id) index, continued from the last row of the page before.
 */
export function windowPageSql(query: WindowQuery): SQL {
  const conditions: SQL[] = [
    sql`module = ${query.module}`,
    sql`created_at >= to_timestamp(${query.start})`,
    sql`created_at < to_timestamp(${query.end + 1})`,
  ];
  if (query.after)
    conditions.push(sql`(created_at, id) < (${fromMicros(query.after.createdUs)}, ${query.after.id}::bigint)`);
  if (query.search) {
    const pattern = containingPattern(query.search);
    conditions.push(
      sql`(actor ilike ${pattern} or message ilike ${pattern} or target ilike ${pattern} or request_id ilike ${pattern})`,
    );
  }
  return sql`select ${columns} from audit_log where ${sql.join(conditions, sql` and `)}
             order by audit_log.created_at desc, audit_log.id desc limit ${query.limit}`;
}

/** The entry that records a read of the log (module audit). */
export type ReadEntry = Omit<AuditEntry, 'module'>;

/**
 * Runs a read of the log and writes its own audit entry in the same statement: one round trip and
 * one commit. The select sees the log as it was before the entry, as a query run first would.
 * Its commit does not wait for the disk flush (`accessEntryInsert`).
 */
async function selectAudited(db: Db, entry: ReadEntry, select: SQL): Promise<LogRow[]> {
  return rowsOf<LogRow>(
    await db.execute(sql`with read_entry as (${accessEntryInsert({ module: 'audit', ...entry })}) ${select}`),
  );
}

export const selectWindowPage = (db: Db, query: WindowQuery, entry: ReadEntry) =>
  selectAudited(db, entry, windowPageSql(query));

/** Every entry one request wrote (few), oldest first. */
export const selectByRequest = (db: Db, requestId: string, limit: number, entry: ReadEntry) =>
  selectAudited(
    db,
    entry,
    sql`select ${columns} from audit_log where request_id = ${requestId} order by audit_log.created_at, audit_log.id limit ${limit}`,
  );

export function toLogEntry(row: LogRow): LogEntry {
  return {
    createdAt: Math.floor(Number(row.created_us) / 1_000_000),
    module: row.module,
    actor: row.actor,
    message: row.message,
    target: row.target,
    requestId: row.request_id,
  };
}
