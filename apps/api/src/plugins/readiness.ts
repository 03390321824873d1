import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { paymentsModes } from '@cp/contracts/payments';
import { migrationsFolder } from '../db/client';
import { rowsOf } from '../db/rows';
import { errorResponses } from './schemas';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** True from the moment a shutdown begins: readyz answers 503 and answers close their connection. */
      readonly draining: boolean;
      drain(): void;
    };
  }
}

const readinessResponse = z.object({
  status: z.enum(['ready', 'draining', 'database unavailable', 'migrations pending']),
  /**
   * How this instance takes money (decision 0036). 'off' keeps it ready (everything else works)
   * but tells the operator that nothing can be bought; 'local' is the test checkout: no money moves.
   */
  payments: z.enum(paymentsModes),
});

/** When the newest committed migration was made: drizzle applies every one made after the last applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * GET /api/v1/readyz: 200 only while the database answers, every migration is applied and the
 * instance is not draining; a load balancer sends traffic only while it says so. (healthz stays
 * the liveness answer: a draining instance is alive.) Once the migrations were found applied they
 * stay applied, so afterwards a probe is one `select`.
 */
export const readinessPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let migrated = false;
  const newest = newestMigrationMillis();
  app.decorate('readiness', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  });

  // While draining, keep-alive clients (the load balancer's pooled connections) reconnect
  // elsewhere after their current answer instead of sending more here.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const checkDatabase = async (): Promise<z.infer<typeof readinessResponse>['status']> => {
    try {
      if (migrated) {
        await app.database.db.execute(sql`select 1`);
        return 'ready';
      }
      const [row] = rowsOf<{ applied: string | number | null }>(
        await app.database.db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`),
      );
      migrated = Number(row?.applied ?? 0) >= newest;
      return migrated ? 'ready' : 'migrations pending';
    } catch (error) {
      // No migrations table yet means none was applied; anything else is the database not answering.
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      if ((code ?? cause?.code) === '42P01') return 'migrations pending';
      return 'database unavailable';
    }
  };

  app.get(
    '/api/v1/readyz',
    {
      config: { roles: 'public', rateLimit: false },
      schema: {
        tags: ['session'],
        summary: 'Readiness: 200 while this instance should receive traffic, 503 otherwise',
        response: { ...errorResponses, 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const status = draining ? 'draining' : await checkDatabase();
      return reply.status(status === 'ready' ? 200 : 503).send({ status, payments: app.config.paymentsMode });
    },
  );
});
