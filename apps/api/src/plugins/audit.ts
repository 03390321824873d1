import { auditLogModules, type AuditLogModule } from '@cp/contracts/audit-logs';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
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

/** Every write a user can see is audited in the same transaction as the write itself. */
export async function writeAudit(tx: Tx, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = Array.isArray(entry) ? entry : [entry];
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(rows);
}

/**
 * `insert into audit_log (...) select ... from ${noFlushWait}`: the statement's transaction
 * commits without waiting for the WAL flush. For entries that record an access (a read of the log,
 * an API key's use), never a change: committed before the answer leaves, lost only if the database
 * crashes in the following fraction of a second.
 */
export const noFlushWait = sql`(select set_config('synchronous_commit', 'off', true)) as no_flush`;
