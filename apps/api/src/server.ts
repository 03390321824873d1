import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/client';
import { prepareWallet, WalletConfigError } from './modules/home/wallet';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open-configured';
import { serveBackups } from './db/snapshot/online';
import { seed } from './seed';
import { demoUsers } from './seed-data';

/** Listen and shut down gracefully; everything else is in buildApp. */
async function main() {
  const config = loadConfig();
  // Reads the wallet credentials (or makes the test-only ones) now: a bad path stops the start.
  const walletLines = prepareWallet(config);
  const { database, release } = await openConfiguredDatabase(config);
  await migrate(database);
  await seed(database.db, config);
  const app = await buildApp(config, { database });
  // The embedded database has one opener (this process): `npm run backup` asks it through a socket.
  const stopBackups =
    database.kind === 'pglite'
      ? await serveBackups(database, config.DATA_DIR, (error) => app.log.error({ err: error }, 'backup failed'))
      : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await stopBackups();
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [`Chapter Portal is running at ${config.publicUrl}`, ...walletLines];
  if (config.bundledIdp && config.seedDemoData) {
    lines.push(`Demo accounts (password "${config.DEMO_PASSWORD === 'demo' ? 'demo' : '<DEMO_PASSWORD>'}"):`);
    for (const user of demoUsers) lines.push(`  ${user.username.padEnd(24)} ${user.displayName ?? '(no name yet)'}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof WalletConfigError) {
    console.error(error.message);
  } else {
    console.error('Chapter Portal failed to start:', error);
  }
  process.exit(1);
});
