// `npm run restore -- FILE`: a backup into the configured database (DATABASE_URL, or DATA_DIR),
// which must be empty or missing; then every table is counted and the audit chain verified.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { restoreFrom } from '../db/snapshot/commands';
import { SnapshotError } from '../db/snapshot/format';

async function main(): Promise<number> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const file = process.argv[2];
  if (!file) throw new SnapshotError('Usage: npm run restore -- FILE');
  const report = await restoreFrom(loadConfig(), path.resolve(file));
  console.log(report.lines.join('\n'));
  console.log(report.ok ? 'Restored.' : 'Restored, but the check above FAILED: do not start the portal on it.');
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof SnapshotError || error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? error.message : error);
    process.exit(2);
  },
);
