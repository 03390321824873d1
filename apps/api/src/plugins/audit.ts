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

/**
 * The insert of an entry that records an access (a read of the log, an API key's use), never a
 * change, to put in a `with` of the statement that does the access: one round trip. That
 * statement's transaction commits without waiting for the WAL flush, so the entry is committed
 * before the answer leaves and lost only if the database crashes in the following fraction of a
 * second.
 */
export function accessEntryInsert(entry: AuditEntry): SQL {
  return sql`insert into audit_log (module, actor, target, message, request_id)
    select ${entry.module}, ${entry.actor}, ${entry.target}, ${entry.message}, ${entry.requestId ?? null}
    from (select set_config('synchronous_commit', 'off', true)) as no_flush`;
}
