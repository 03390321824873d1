import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { timePgliteQueries, timeQueries } from './query-timing';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database and its change notifications, the same for PGlite and PostgreSQL. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Deliver `payload` to every instance listening on `channel` (PostgreSQL NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` for every notification on `channel`. On PostgreSQL the listening connection
   * is re-established when it drops; `onResync` then runs, because notifications sent meanwhile
   * were missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool, whose use the metrics report. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** PGlite only: the whole data folder as a tarball (test snapshots). */
  dump?(): Promise<Blob>;
}

export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  timePgliteQueries(client);
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
  pool.on('connect', (client) => {
    // A connection a transaction holds between two statements when the server ends it (a restart)
    // emits 'error' too, and unheard that ends the process (both instances did, decision 0060).
    // Heard, its next statement fails instead: the request answers 503 and the pool drops it.
    client.on('error', () => {});
    timeQueries(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: ResilientListener[] = [];
  return {
    kind: 'postgres',
    db,
    pool,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onResync) {
      const listener = new ResilientListener(url, channel, onMessage, onResync);
      await listener.start();
      listeners.push(listener);
      return () => listener.stop();
    },
    async close() {
      await Promise.allSettled(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** LISTEN needs a connection of its own that stays open; when it drops, reconnect with backoff. */
class ResilientListener {
  private client: pg.Client | null = null;
  private connectedBefore = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onResync?: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.onMessage(msg.payload ?? '');
    });
    const dropped = () => {
      if (this.client !== client) return;
      this.client = null;
      this.scheduleReconnect(0);
    };
    client.on('error', dropped);
    client.on('end', dropped);
    await client.connect();
    await client.query(`LISTEN "${this.channel.replace(/"/g, '')}"`);
    this.client = client;
    if (this.connectedBefore) this.onResync?.();
    this.connectedBefore = true;
  }

  private scheduleReconnect(attempt: number) {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        if (!this.stopped) this.start().catch(() => this.scheduleReconnect(attempt + 1));
      },
      Math.min(30_000, 500 * 2 ** attempt),
    );
    this.retry.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }
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
