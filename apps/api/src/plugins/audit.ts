import { auditLogModules, type AuditLogModule } from '@cp/contracts/audit-logs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One list of audit modules, shared with the web's /logs filter. */
export const auditModules = auditLogModules;
export type AuditModule = AuditLogModule;

export interface AuditEntry {
  module: AuditModule;
  actor: string;
  target: string;
  message: string;
  requestId?: string;
}

/**
 * Every write a user can see is audited in the same transaction as the write itself (an entry
 * that records no write, such as a refused attempt, is written on its own).
 */
export async function writeAudit(tx: Db | Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = Array.isArray(entry) ? entry : [entry];
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(rows);
}

const columns = sql`insert into audit_log (module, actor, target, message, request_id)`;

/**
 * The insert of an entry that records an access (a read of the log, an API key's use), never a
 * change, to put in a `with` of the statement that does the access: one round trip. That
 * statement's transaction commits without waiting for the WAL flush, so the entry is committed
 * before the answer leaves and lost only if the database crashes in the following fraction of a
 * second.
 */
export function accessEntryInsert(entry: AuditEntry): SQL {
  return sql`${columns}
    select ${entry.module}, ${entry.actor}, ${entry.target}, ${entry.message}, ${entry.requestId ?? null}
    from (select set_config('synchronous_commit', 'off', true)) as no_flush`;
}

/** An entry for each row of an earlier `with` query (`rows`), whose columns the target and message read. */
export interface RowEntries {
  module: AuditModule;
  actor: string;
  requestId?: string;
  rows: string;
  target: SQL;
  message: SQL;
}

/**
 * The insert of one entry per row that an earlier `with` query of the same statement changed, to
 * put in a later `with`: the write and its entries in one atomic round trip (the door's hot path).
 */
export function rowEntriesInsert(entries: RowEntries): SQL {
  return sql`${columns}
    select ${entries.module}, ${entries.actor}, ${entries.target}, ${entries.message}, ${entries.requestId ?? null}
    from ${sql.identifier(entries.rows)}`;
}
