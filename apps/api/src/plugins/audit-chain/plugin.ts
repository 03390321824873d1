import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sealAuditLog } from './seal';
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
 * Seals audit entries into the hash chain shortly after they commit: the insert trigger's
 * NOTIFY (delivered on commit) wakes this instance; a sweep catches anything left after a crash.
 * Runs coalesce: one seal at a time per instance, and one more if woken meanwhile.
 */
const sealDelayMs = 20;

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
  // Commits arriving within a few milliseconds of each other are sealed by one short transaction.
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

  const unlisten = await app.database.listen('cp_audit_seal', sealSoon, sealSoon);
  const sweep = setInterval(sealInBackground, 60_000);
  sweep.unref();
  app.addHook('onReady', async () => sealInBackground());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(sweep);
    if (soon) clearTimeout(soon);
    await unlisten();
    await running?.catch(() => {});
  });
});
