import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError, notFound } from '../lib/app-error';
import { metrics, registry } from '../lib/metrics';
import { errorResponses } from './schemas';

export const metricsPath = '/metrics';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The gauges read from the database at scrape time: two probes of partial indexes. */
export async function readDatabaseGauges(database: Database) {
  const [row] = rowsOf<{ unsealed: number; waiting: number }>(
    await database.db.execute(sql`select
      (select count(*)::int from audit_log where seq is null) as unsealed,
      (select count(*)::int from mail_outbox where sent_at is null and failed_at is null) as waiting`),
  );
  metrics.auditUnsealed.set(row?.unsealed ?? 0);
  metrics.mailWaiting.set(row?.waiting ?? 0);
  const pool = database.pool;
  if (pool) {
    metrics.dbPoolConnections.set({ state: 'open' }, pool.totalCount);
    metrics.dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
    metrics.dbPoolWaiting.set(pool.waitingCount);
  }
}

/**
 * Prometheus metrics at GET /metrics (decision 0026-operations): request durations by route
 * template, and the counters of lib/metrics. Only with `Authorization: Bearer $METRICS_TOKEN`;
 * without a configured token the route answers 404 as if it did not exist. Outside /api, so
 * neither rate limited nor audited; public to the role check, because the token is not a user.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    // Every limit (the API's, sign-in's, failed passwords') answers 429 and nothing else does.
    if (reply.statusCode === 429) metrics.rateLimited.inc();
    done();
  });

  const token = app.config.METRICS_TOKEN;
  app.get(
    metricsPath,
    {
      config: { roles: 'public', rateLimit: false },
      schema: { hide: true, response: { 200: z.string(), ...errorResponses } },
    },
    async (request, reply) => {
      if (!token) throw notFound();
      const given = request.headers.authorization ?? '';
      if (!given.startsWith('Bearer ') || !sameToken(given.slice(7), token))
        throw new AppError('UnauthorizedError', 'A valid metrics token is required.');
      await readDatabaseGauges(app.database);
      reply.header('cache-control', 'no-store');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
