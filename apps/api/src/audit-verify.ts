// `npm run audit:verify`: walks the audit hash chain in the configured database (DATABASE_URL,
// or the PGlite folder under DATA_DIR while the server is stopped) and exits 1 if it is broken.
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open-configured';
import { verifyAuditChain } from './plugins/audit-chain/verify';

async function main(): Promise<number> {
  // npm runs workspace scripts inside the workspace; DATA_DIR is relative to where it was invoked.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const report = await verifyAuditChain(database.db);
    const pending = report.pending > 0 ? ` (${report.pending} more waiting to be sealed)` : '';
    console.log(`Audit log ${report.message}${pending}`);
    return report.intact ? 0 : 1;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nWhile it runs, use GET /api/v1/logs/verify instead.`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Could not verify the audit log:', error);
    }
    process.exit(2);
  },
);
