import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database and its change notifications, the same for PGlite and PostgreSQL. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Deliver `payload` to every instance listening on `channel` (PostgreSQL NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (test snapshots). */
  dump?(): Promise<Blob>;
}

export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async close() {
      await client.close();
    },
    async dump() {
      return (await client.dumpDataDir('gzip')) as Blob;
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, terminated backend, a dropped test database) is
  // discarded by the pool and replaced on the next query; unheard, its 'error' would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      // LISTEN needs a connection of its own that stays open.
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (msg) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      });
      await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(listener);
      return async () => {
        await listener.end();
      };
    },
    async close() {
      await Promise.allSettled(listeners.map((l) => l.end()));
      await pool.end();
    },
  };
}

/** Apply the committed SQL migrations; on PostgreSQL one instance at a time. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(727274)');
    await migratePg(tx as never, { migrationsFolder });
  });
}
