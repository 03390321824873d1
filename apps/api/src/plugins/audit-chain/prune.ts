import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainLockKey } from './hash';
import { rowsOf } from '../../db/rows';
import { sealAuditLog } from './seal';

/**
 * The retention job: removes the longest prefix of the chain whose entries are all older than
 * 365 days, after recording the hash the next kept entry links to. The trigger allows these
 * deletes only below that recorded start and only for entries past the retention age.
 */
export async function pruneAuditLog(db: Db): Promise<number> {
  await sealAuditLog(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${chainLockKey})`);
    await tx.execute(sql`select set_config('cp.audit_retention', 'on', true)`);
    const [bounds] = rowsOf<{ start: string; last: string }>(
      await tx.execute(
        sql`select c.start_seq::text as start,
              (coalesce((select min(seq) from audit_log where seq is not null and created_at >= now() - interval '365 days'),
                        c.head_seq + 1) - 1)::text as last
            from audit_chain c where c.id = 1`,
      ),
    );
    if (!bounds || Number(bounds.last) <= Number(bounds.start)) return 0;
    const last = Number(bounds.last);
    await tx.execute(
      sql`update audit_chain set start_seq = ${last},
            start_hash = (select hash from audit_log where seq = ${last}) where id = 1`,
    );
    const removed = rowsOf<{ id: string }>(
      await tx.execute(sql`delete from audit_log where seq <= ${last} returning id::text as id`),
    );
    return removed.length;
  });
}
