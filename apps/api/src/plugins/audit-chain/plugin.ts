import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnsealed, sealAuditLog } from './seal';
import { verifyAuditChain, type ChainReport } from './verify';

declare module 'fastify' {
  interface FastifyInstance {
    auditChain: {
      /** Seals every committed entry now (also runs on its own after each audited commit). */
      seal(): Promise<void>;
      /** Seals, then walks the whole chain. */
      verify(): Promise<ChainReport>;
    };
  }
}

/**
 * Seals audit entries into the hash chain shortly after they commit: every write request this
 * instance answers wakes it (the response goes out after the commit); a short sweep takes what
 * other processes wrote (scripts, background jobs, an instance that crashed). Runs coalesce: one
 * seal at a time per instance, and one more if woken meanwhile. No NOTIFY: it would serialize
 * every audited commit on PostgreSQL's notification lock (docs/decisions/0016-request-hot-path.md).
 */
const sealDelayMs = 1_000;
const sweepMs = 2_000;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const auditChainPlugin = fp(async (app: FastifyInstance) => {
  const db = app.database.db;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const seal = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await sealAuditLog(db, () => closed);
        } while (again && !closed);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const sealInBackground = () => {
    if (closed) return;
    seal().catch((error: unknown) => app.log.error({ err: error }, 'sealing the audit log failed'));
  };
  // Commits within a second of each other are sealed by one transaction: under load, fewer and
  // larger batches cost the writers less than a seal every few milliseconds.
  let soon: NodeJS.Timeout | null = null;
  const sealSoon = () => {
    if (closed || soon) return;
    soon = setTimeout(() => {
      soon = null;
      sealInBackground();
    }, sealDelayMs);
  };

  app.decorate('auditChain', {
    // A seal already running loops once more, so it also takes entries committed before this call.
    seal,
    verify: async () => {
      await seal();
      return verifyAuditChain(db);
    },
  });

  app.addHook('onResponse', (request, _reply, done) => {
    if (!safeMethods.has(request.method)) sealSoon();
    done();
  });
  // An idle sweep is one index probe (the partial index on unsealed entries), not a transaction.
  const sweep = setInterval(() => {
    if (closed || running) return;
    hasUnsealed(db).then(
      (any) => any && sealInBackground(),
      (error: unknown) => app.log.error({ err: error }, 'checking for unsealed audit entries failed'),
    );
  }, sweepMs);
  sweep.unref();
  app.addHook('onReady', async () => sealInBackground());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(sweep);
    if (soon) clearTimeout(soon);
    await running?.catch(() => {});
  });
});
