import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
 * Retention as a scheduled job in the server: hourly, and once shortly after start. Every
 * instance may run it; the deletes are idempotent.
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('retentionTasks', [...platformRetention]);
  app.decorate('runRetention', async () => {
    for (const task of app.retentionTasks) {
      try {
        await task(app.database.db);
      } catch (error) {
        app.log.error({ err: error }, 'retention task failed');
      }
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
