import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { rowsOf } from '../rows';
import { quoteIdent, snapshotVersion, SnapshotError, type SequenceState, type SnapshotRecord } from './format';

const fetchSize = 5000;

/** Our tables (schema public), parents before the tables whose foreign keys point at them. */
export async function tablesInLoadOrder(db: Db | Tx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select child.relname as child, parent.relname as parent
      from pg_constraint k join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && edges.every((e) => e.child !== table || placed.has(e.parent)),
    );
    if (ready.length === 0)
      throw new SnapshotError('The tables reference each other in a cycle; no load order exists.');
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** The columns a row can be loaded into (generated columns are computed again by the target). */
export async function insertableColumns(db: Db | Tx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`select a.attname as name from pg_attribute a
      where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' order by a.attnum`),
  ).map((row) => row.name);
}

async function migrationState(tx: Tx): Promise<{ applied: number; last: number | null }> {
  const [known] = rowsOf<{ present: boolean }>(
    await tx.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!known?.present) throw new SnapshotError('This database has no Chapter Portal schema to back up.');
  const [state] = rowsOf<{ applied: number; last: string | null }>(
    await tx.execute(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  return { applied: Number(state?.applied ?? 0), last: state?.last == null ? null : Number(state.last) };
}

async function sequenceStates(tx: Tx): Promise<SequenceState[]> {
  const rows = rowsOf<{ name: string; value: string | null; start: string }>(
    await tx.execute(sql`select sequencename as name, last_value::text as value, start_value::text as start
      from pg_sequences where schemaname = 'public' order by sequencename`),
  );
  return rows.map((row) => ({ name: row.name, value: row.value ?? row.start, called: row.value !== null }));
}

/**
 * Hands `emit` every record of one consistent snapshot: everything is read in one REPEATABLE READ,
 * READ ONLY transaction, so the snapshot is the database as it was when its first query ran, while
 * writers go on. Sequences are read last: they do not roll back, so each is at or past every value
 * a row of the snapshot holds. On PGlite (one connection) other queries wait until it ends.
 */
export async function exportSnapshot(
  db: Db,
  source: 'pglite' | 'postgres',
  emit: (record: SnapshotRecord) => Promise<void>,
): Promise<Record<string, number>> {
  return db.transaction(
    async (tx) => {
      const migrations = await migrationState(tx);
      await emit({
        kind: 'header',
        header: { version: snapshotVersion, createdAt: new Date().toISOString(), source, migrations },
      });
      const counts: Record<string, number> = {};
      for (const table of await tablesInLoadOrder(tx)) {
        await emit({ kind: 'table', table, columns: await insertableColumns(tx, table) });
        await tx.execute(
          sql.raw(
            `declare snapshot_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdent(table)} t`,
          ),
        );
        let count = 0;
        for (;;) {
          const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`fetch ${fetchSize} from snapshot_rows`)));
          for (const row of rows) await emit({ kind: 'row', json: row.row });
          count += rows.length;
          if (rows.length < fetchSize) break;
        }
        await tx.execute(sql.raw('close snapshot_rows'));
        counts[table] = count;
      }
      await emit({ kind: 'sequences', sequences: await sequenceStates(tx) });
      await emit({ kind: 'end', counts });
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
