import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export const auditModules = [
  'events',
  'tickets',
  'iam',
  'stripe',
  'roomRequests',
  'linkry',
  'audit',
  'apiKey',
  'externalMembership',
  'orgInfo',
  'profile',
] as const;
export type AuditModule = (typeof auditModules)[number];

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
