import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database, type Db, type Tx } from '../client';
import { rowsOf } from '../rows';
import { tablesInLoadOrder } from './export';
import { quoteIdent, snapshotVersion, SnapshotError, type SnapshotHeader, type SnapshotRecord } from './format';

const batchRows = 500;
const batchChars = 2_000_000;

/** True when the database holds no table, view or sequence of anyone's: the only kind we load into. */
export async function isEmptyDatabase(db: Db | Tx): Promise<boolean> {
  const [row] = rowsOf<{ relations: number }>(
    await db.execute(sql`select count(*)::int as relations from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_toast%'
        and n.nspname not like 'pg\_temp%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`),
  );
  return Number(row?.relations ?? 0) === 0;
}

/** The migrations this version ships that a snapshot's schema was made by; the rest run after the load. */
function migrationsFor(header: SnapshotHeader): { before: MigrationMeta[]; after: MigrationMeta[] } {
  const local = readMigrationFiles({ migrationsFolder });
  const { applied, last } = header.migrations;
  if (applied > local.length) {
    throw new SnapshotError(
      `The backup was made by a newer version of the portal (${applied} migrations; this one has ${local.length}). Upgrade first.`,
    );
  }
  if (applied > 0 && local[applied - 1]!.folderMillis !== last) {
    throw new SnapshotError("The backup's schema is not one this version of the portal knows (its migrations differ).");
  }
  return { before: local.slice(0, applied), after: local.slice(applied) };
}

/** What drizzle's migrator does, inside our transaction (its own would commit ours half-way). */
async function applyMigrations(tx: Tx, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

async function insertRows(tx: Tx, table: string, columns: string[], rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.map(quoteIdent).join(', ');
  const name = quoteIdent(table);
  // Each value goes through its column type's own input function: exact for every type.
  await tx.execute(
    sql`insert into ${sql.raw(`${name} (${list})`)} overriding system value
        select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(name)}, ${`[${rows.join(',')}]`}::text::jsonb)`,
  );
}

/**
 * Loads a snapshot into an empty database in one transaction: the schema the snapshot was made
 * with, every row (triggers off: the audit log's guard refuses sealed rows, rightly, from anyone
 * else), the sequences, then the migrations made since. Anything wrong rolls all of it back.
 * Returns the rows loaded per table, already compared with the counts the snapshot ends with.
 */
export async function importSnapshot(
  database: Database,
  records: AsyncIterable<SnapshotRecord>,
): Promise<{ header: SnapshotHeader; counts: Record<string, number>; upgradedBy: number }> {
  const iterator = records[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.kind !== 'header') throw new SnapshotError('This is not a Chapter Portal backup.');
  const header = first.value.header;
  if (header.version !== snapshotVersion) throw new SnapshotError(`Unknown backup format version ${header.version}.`);
  const migrations = migrationsFor(header);

  const counts = await database.db.transaction(async (tx) => {
    // Servers migrate under this lock: one starting now waits for the restore to finish.
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    if (!(await isEmptyDatabase(tx))) throw new SnapshotError('The target database is not empty.');
    await applyMigrations(tx, migrations.before);
    const tables = await tablesInLoadOrder(tx);
    for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(table)} disable trigger user`));
    // Migrations may have seeded rows (the chain's start, store defaults): the snapshot has its own.
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')}`));

    const loaded: Record<string, number> = {};
    let current: { table: string; columns: string[] } | null = null;
    let batch: string[] = [];
    let batchSize = 0;
    const flush = async () => {
      if (current) await insertRows(tx, current.table, current.columns, batch);
      batch = [];
      batchSize = 0;
    };
    let end: Record<string, number> | null = null;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const record = next.value;
      if (end) throw new SnapshotError('The backup has records after its end.');
      if (record.kind === 'row') {
        if (!current) throw new SnapshotError('The backup has a row before any table.');
        batch.push(record.json);
        batchSize += record.json.length;
        loaded[current.table] = (loaded[current.table] ?? 0) + 1;
        if (batch.length >= batchRows || batchSize >= batchChars) await flush();
      } else if (record.kind === 'table') {
        await flush();
        if (!tables.includes(record.table))
          throw new SnapshotError(`The backup has a table this schema lacks: ${record.table}.`);
        current = { table: record.table, columns: record.columns };
        loaded[record.table] = 0;
      } else if (record.kind === 'sequences') {
        await flush();
        current = null;
        for (const s of record.sequences) {
          await tx.execute(
            sql`select setval(${`public.${quoteIdent(s.name)}`}::regclass, ${s.value}::bigint, ${s.called})`,
          );
        }
      } else if (record.kind === 'end') {
        await flush();
        end = record.counts;
      } else {
        throw new SnapshotError('The backup has a second header.');
      }
    }
    if (!end) throw new SnapshotError('The backup is incomplete (it has no end record): nothing was restored.');
    for (const [table, rows] of Object.entries(end)) {
      if (loaded[table] !== rows) {
        throw new SnapshotError(
          `The backup is damaged: ${table} should have ${rows} rows, it has ${loaded[table] ?? 0}.`,
        );
      }
    }
    for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(table)} enable trigger user`));
    await applyMigrations(tx, migrations.after);
    return loaded;
  });
  return { header, counts, upgradedBy: migrations.after.length };
}

/** Rows per table as the database holds them now. */
export async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ rows: number }>(
      await db.execute(sql.raw(`select count(*)::int as rows from ${quoteIdent(table)}`)),
    );
    counts[table] = Number(row?.rows ?? 0);
  }
  return counts;
}
