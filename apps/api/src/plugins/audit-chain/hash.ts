import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** The hash before the first entry ever written. */
export const genesisHash = '0'.repeat(64);

/** An entry as the chain sees it: every column as text, so both drivers read it identically. */
export interface ChainRow {
  id: string;
  seq: string | null;
  prev_hash: string | null;
  hash: string | null;
  created_us: string;
  module: string;
  actor: string;
  target: string;
  message: string;
  request_id: string | null;
}

/** The columns of `audit_log` a ChainRow is read from (timestamps to the microsecond). */
export const chainColumns: SQL = sql.raw(
  `id::text as id, seq::text as seq, prev_hash, hash,
   (extract(epoch from created_at) * 1000000)::bigint::text as created_us,
   module, actor, target, message, request_id`,
);

/**
 * SHA-256 over the previous hash, the entry's position and its whole content: changing any
 * field, moving the entry or changing what precedes it changes the hash.
 */
export function entryHash(prevHash: string, seq: number, row: ChainRow): string {
  const content = JSON.stringify([
    seq,
    row.id,
    row.created_us,
    row.module,
    row.actor,
    row.target,
    row.message,
    row.request_id,
  ]);
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/** Held by the sealer and the retention job only for their own short transactions. */
export const chainLockKey = 727_312;
