import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Tests only: runs `change` with the audit triggers disabled, as a superuser with database access
 * would, to check that the chain still tells.
 */
export async function asAttacker(db: Db, change: (db: Db) => Promise<void>): Promise<void> {
  await db.execute(sql`alter table audit_log disable trigger user`);
  await db.execute(sql`alter table audit_chain disable trigger user`);
  try {
    await change(db);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger user`);
    await db.execute(sql`alter table audit_chain enable trigger user`);
  }
}

/** Tests only: an empty log and a fresh chain (e.g. to build a history more than a year old). */
export async function resetAuditLog(db: Db): Promise<void> {
  await asAttacker(db, async () => {
    await db.execute(sql`delete from audit_log`);
    await db.execute(
      sql`update audit_chain set start_seq = 0, start_hash = repeat('0', 64), head_seq = 0, head_hash = repeat('0', 64)`,
    );
  });
}

/** The sealed entries in chain order. */
export async function chainOrder(db: Db): Promise<{ id: number; seq: number; hash: string }[]> {
  const rows = rowsOf<{ id: string; seq: string; hash: string }>(
    await db.execute(
      sql`select id::text as id, seq::text as seq, hash from audit_log where seq is not null order by audit_log.seq`,
    ),
  );
  return rows.map((row) => ({ id: Number(row.id), seq: Number(row.seq), hash: row.hash }));
}
