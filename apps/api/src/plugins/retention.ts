import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { authFlows, idpStore, sessions } from '../db/schema';
import { pruneAuditLog } from './audit-chain/prune';
import { deleteExpiredRateLimits } from './rate-limit-store';

export type RetentionTask = (db: Db) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add their own clean-up (e.g. deactivated payment links after 90 days). */
    retentionTasks: RetentionTask[];
    runRetention(): Promise<void>;
  }
}

const day = 86_400_000;

export const platformRetention: RetentionTask[] = [
  // The audit log loses only a whole prefix older than 365 days, keeping its chain verifiable.
  async (db) => {
    await pruneAuditLog(db);
  },
  async (db) => {
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  },
  async (db) => {
    await db.delete(authFlows).where(lt(authFlows.createdAt, new Date(Date.now() - day)));
  },
  async (db) => {
    await db.delete(idpStore).where(sql`${idpStore.expiresAt} < now()`);
  },
  deleteExpiredRateLimits,
];

/**
 * PGlite runs PostgreSQL as a single-user backend, where autovacuum never runs: dead rows (every
 * sealed audit entry leaves one) would never be reclaimed, planner statistics never refreshed, and
 * old transaction ids never frozen. A single-user backend only warns as the id counter nears
 * wraparound (it refuses new ids only under a postmaster), so a years-long embedded database would
 * lose rows. Daily, with the retention job (on a 300,000-row database it holds PGlite's one thread
 * for about half a second); on PostgreSQL autovacuum does all of this.
 */
async function maintainEmbeddedDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum (analyze)`);
}

/**
 * Retention as a scheduled job in the server: hourly, and once shortly after start. Every
 * instance may run it; the deletes are idempotent. The first run of each day also maintains an
 * embedded database.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('retentionTasks', [...platformRetention]);
  let lastMaintained = 0;
  app.decorate('runRetention', async () => {
    for (const task of app.retentionTasks) {
      try {
        await task(app.database.db);
      } catch (error) {
        app.log.error({ err: error }, 'retention task failed');
      }
    }
    if (Date.now() - lastMaintained >= day) {
      lastMaintained = Date.now();
      await maintainEmbeddedDatabase(app.database).catch((error: unknown) =>
        app.log.error({ err: error }, 'vacuuming the embedded database failed'),
      );
    }
  });
  if (app.config.NODE_ENV === 'test') return;
  const first = setTimeout(() => void app.runRetention(), 60_000);
  const hourly = setInterval(() => void app.runRetention(), 3_600_000);
  first.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
});
