import type { Db } from '../client';
import { walkAuditChain, type ChainReport } from '../../plugins/audit-chain/verify';
import { countRows } from './import';

export interface LoadReport {
  ok: boolean;
  chain: ChainReport;
  mismatched: string[];
  lines: string[];
}

/**
 * Counts every table of the snapshot again in the target and walks the audit chain there with the
 * verifier the server uses. `ok` only when every count matches and the chain is intact.
 */
export async function checkLoaded(
  db: Db,
  expected: Record<string, number>,
  labels: { source: string; target: string },
): Promise<LoadReport> {
  const actual = await countRows(db, Object.keys(expected));
  const width = Math.max(5, ...Object.keys(expected).map((t) => t.length));
  const lines = [`${'table'.padEnd(width)}  ${labels.source.padStart(10)}  ${labels.target.padStart(10)}`];
  const mismatched: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    const same = actual[table] === rows;
    if (!same) mismatched.push(table);
    lines.push(
      `${table.padEnd(width)}  ${String(rows).padStart(10)}  ${String(actual[table]).padStart(10)}${same ? '' : '  DIFFERS'}`,
    );
  }
  const chain = await walkAuditChain(db);
  const pending =
    chain.pending > 0 ? ` (${chain.pending} more waiting to be sealed: the server seals them at start)` : '';
  lines.push(`Audit log ${chain.message}${pending}`);
  return { ok: mismatched.length === 0 && chain.intact, chain, mismatched, lines };
}
