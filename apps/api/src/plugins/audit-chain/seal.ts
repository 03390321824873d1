import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainColumns, chainLockKey, entryHash, type ChainRow } from './hash';
import { rowsOf } from '../../db/rows';

const batchSize = 2000;

export async function hasUnsealed(db: Db): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from audit_log where seq is null limit 1`)).length > 0;
}

/**
 * Links every committed, unsealed entry into the chain, in the order the sealer sees them.
 * Writers never wait for this: they insert unsealed rows in their own transactions; only
 * sealers queue on the advisory lock, each for one short transaction per batch.
 * Returns how many entries it sealed; `stop` ends it between batches.
 */
export async function sealAuditLog(db: Db, stop: () => boolean = () => false): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${chainLockKey})`);
      await tx.execute(sql`select set_config('cp.audit_seal', 'on', true)`);
      const [head] = rowsOf<{ seq: string; hash: string }>(
        await tx.execute(sql`select head_seq::text as seq, head_hash as hash from audit_chain where id = 1`),
      );
      const pending = rowsOf<ChainRow>(
        await tx.execute(
          sql`select ${chainColumns} from audit_log where seq is null order by audit_log.id limit ${batchSize}`,
        ),
      );
      if (!head || pending.length === 0) return 0;
      let seq = Number(head.seq);
      let prev = head.hash;
      const links = pending.map((row) => {
        seq += 1;
        const hash = entryHash(prev, seq, row);
        const link = { id: row.id, seq, prev_hash: prev, hash };
        prev = hash;
        return link;
      });
      await tx.execute(
        sql`update audit_log as a set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
            from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(id bigint, seq bigint, prev_hash text, hash text)
            where a.id = v.id`,
      );
      await tx.execute(sql`update audit_chain set head_seq = ${seq}, head_hash = ${prev} where id = 1`);
      return pending.length;
    });
    total += sealed;
    // A closing server stops between batches; the rest is sealed by the next sweep.
    if (sealed < batchSize || stop()) return total;
  }
}
