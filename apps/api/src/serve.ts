import { buildApp } from './app';
import type { AppConfig } from './config';
import { migrate } from './db/client';
import { prepareWallet, WalletConfigError } from './modules/wallet';
import { openConfiguredDatabase } from './db/open-configured';
import { closeDataDir, keepDataDirPrivate } from './lib/private-data-dir';
import { serveBackups } from './db/snapshot/online';
import { seed } from './seed';
import { demoUsers } from './seed-data';

/** A start-up failure whose message says what to fix (printed alone, without a stack). */
export const isStartupRefusal = (error: unknown) => error instanceof WalletConfigError;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Listen, and drain on SIGTERM (decision 0026-operations): readyz answers 503 at once; the
 * listener stays open SHUTDOWN_DELAY_SECONDS more, so the load balancer sees it and stops sending
 * first; then it closes, every request already received is answered, the batched counters and the
 * mail sender finish (onClose hooks), the database closes. Past SHUTDOWN_GRACE_SECONDS from the
 * signal the process exits anyway, with status 1. SIGINT (Ctrl-C) drains without the delay.
 */
export async function serve(config: AppConfig, options: { beforeExit?: () => Promise<void> } = {}) {
  // Before anything is written there (wallet keys, mail, the database): the portal's user's alone.
  keepDataDirPrivate(config.DATA_DIR);
  // Reads the wallet credentials (or makes the test-only ones) now: a bad path stops the start.
  const walletLines = prepareWallet(config);
  const { database, release } = await openConfiguredDatabase(config);
  await migrate(database);
  await seed(database.db, config);
  const app = await buildApp(config, { database });
  // What the migrations and the seed made PGlite write is closed too (see closeDataDir).
  if (database.kind === 'pglite') closeDataDir(config.DATA_DIR);
  // The embedded database has one opener (this process): `npm run backup` asks it through a socket.
  const stopBackups =
    database.kind === 'pglite'
      ? await serveBackups(database, config.DATA_DIR, (error) => app.log.error({ err: error }, 'backup failed'))
      : async () => {};

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.readiness.drain();
    const delay = signal === 'SIGTERM' ? config.SHUTDOWN_DELAY_SECONDS : 0;
    app.log.info({ signal, delaySeconds: delay, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'draining');
    const deadline = setTimeout(() => {
      app.log.error({ signal }, 'requests still running at the end of the shutdown grace; exiting');
      release();
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    deadline.unref();
    let code = 0;
    try {
      await sleep(delay * 1000);
      app.log.info('closing the listener');
      await stopBackups();
      await app.close();
      await database.close();
      await options.beforeExit?.();
      app.log.info('shut down');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      release();
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [`Chapter Portal is running at ${config.publicUrl}`, ...walletLines, ...paymentsLines(config)];
  if (config.bundledIdp && config.seedDemoData) {
    lines.push(`Demo accounts (password "${config.DEMO_PASSWORD === 'demo' ? 'demo' : '<DEMO_PASSWORD>'}"):`);
    for (const user of demoUsers) lines.push(`  ${user.username.padEnd(24)} ${user.displayName ?? '(no name yet)'}`);
  }
  console.log(lines.join('\n'));
}

/** What the start-up message says of payments when they are not Stripe's (decision 0036). */
function paymentsLines(config: AppConfig): string[] {
  if (config.paymentsMode === 'off')
    return [
      'Payments are not set up on this portal: nothing can be bought. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    ];
  if (config.paymentsMode === 'local' && config.NODE_ENV === 'production')
    return ['The local test checkout is on (ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION): its payments move no money.'];
  return [];
}
