import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainColumns, entryHash, type ChainRow } from './hash';
import { rowsOf } from '../../db/rows';

export type ChainReport =
  | { intact: true; entries: number; pending: number; message: string }
  | {
      intact: false;
      entries: number;
      pending: number;
      message: string;
      brokenAt: { id: number | null; position: number; reason: string };
    };

const pageSize = 5000;

/**
 * Walks the sealed chain from where retention left it to its recorded head and reports the
 * first entry that does not hold: a gap (deleted), a wrong link (inserted, swapped) or content
 * that no longer matches its hash (changed). Unsealed entries are counted as pending.
 */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  const report = await walkAuditChain(db);
  await recordVerification(db, report);
  return report;
}

/**
 * Keeps the outcome of the last verification (one row), so the officers' home can say
 * when the chain was last checked and how it stood without walking it again.
 */
async function recordVerification(db: Db, report: ChainReport): Promise<void> {
  await db.execute(
    sql`insert into audit_verifications (id, verified_at, intact, entries) values (1, now(), ${report.intact}, ${report.entries})
      on conflict (id) do update set verified_at = excluded.verified_at, intact = excluded.intact, entries = excluded.entries`,
  );
}

/**
 * The last verification as a json object `{ verifiedAt, ok, entries }`, or null before the first:
 * a scalar subquery for a larger statement (the officers' home).
 */
export function lastVerificationSql() {
  return sql`(select json_build_object('verifiedAt', verified_at, 'ok', intact, 'entries', entries)
    from audit_verifications where id = 1)`;
}

/**
 * The walk alone, recording nothing: for checking a copy (a restore, a move), which must leave
 * both databases exactly as the copy made them.
 */
export async function walkAuditChain(db: Db): Promise<ChainReport> {
  const [chain] = rowsOf<{ start_seq: string; start_hash: string; head_seq: string; head_hash: string }>(
    await db.execute(
      sql`select start_seq::text as start_seq, start_hash, head_seq::text as head_seq, head_hash from audit_chain where id = 1`,
    ),
  );
  const [{ pending } = { pending: '0' }] = rowsOf<{ pending: string }>(
    await db.execute(sql`select count(*)::text as pending from audit_log where seq is null`),
  );
  const waiting = Number(pending);
  if (!chain) return broken(0, waiting, null, 0, 'the chain record is missing');
  let prev = chain.start_hash;
  let expected = Number(chain.start_seq) + 1;
  let previousId: string | null = null;
  const head = Number(chain.head_seq);
  let count = 0;
  for (;;) {
    const rows = rowsOf<ChainRow>(
      await db.execute(
        sql`select ${chainColumns} from audit_log where seq is not null and seq >= ${expected} order by audit_log.seq limit ${pageSize}`,
      ),
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expected) {
        return broken(count, waiting, row.id, seq, `the entry at position ${expected} is missing before it`);
      }
      if (seq > head) return broken(count, waiting, row.id, seq, 'it lies past the recorded end of the log');
      if (row.prev_hash !== prev) {
        const before = previousId ? `entry #${previousId}` : 'the start of the kept log';
        return broken(count, waiting, row.id, seq, `it does not link to the entry before it (${before})`);
      }
      if (entryHash(prev, seq, row) !== row.hash) {
        return broken(count, waiting, row.id, seq, 'its content does not match its hash');
      }
      prev = row.hash;
      previousId = row.id;
      expected += 1;
      count += 1;
    }
    if (rows.length < pageSize) break;
  }
  if (expected - 1 !== head || prev !== chain.head_hash) {
    return broken(
      count,
      waiting,
      null,
      expected,
      `the log ends at position ${expected - 1} but was sealed up to ${head} (entries removed from its end)`,
    );
  }
  return { intact: true, entries: count, pending: waiting, message: `intact, ${count} entries` };
}

function broken(entries: number, pending: number, id: string | null, position: number, reason: string): ChainReport {
  const who = id ? `entry #${id} (position ${position})` : `position ${position}`;
  return {
    intact: false,
    entries,
    pending,
    message: `broken at ${who}: ${reason}`,
    brokenAt: { id: id === null ? null : Number(id), position, reason },
  };
}
