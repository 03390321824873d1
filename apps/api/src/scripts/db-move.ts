// `npm run db:move -- postgres://…`: copies the stopped embedded database (DATA_DIR) into an
// empty PostgreSQL database, then compares every table's rows and the audit chain on both sides.
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { moveToPostgres, safeUrl } from '../db/snapshot/commands';
import { SnapshotError } from '../db/snapshot/format';

async function main(): Promise<number> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const url = process.argv[2];
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new SnapshotError('Usage: npm run db:move -- postgres://user@host:5432/database');
  const config = loadConfig();
  const report = await moveToPostgres(config.DATA_DIR, url);
  console.log(report.lines.join('\n'));
  console.log(`Audit log on the embedded database: ${report.sourceChain}`);
  if (!report.ok) {
    console.log('The copy does NOT match the embedded database: keep using the embedded one and report this.');
    return 1;
  }
  console.log(`Moved. Start the portal with DATABASE_URL=${safeUrl(url)} (and keep ${config.DATA_DIR} as a fallback).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError)
      console.error(`${error.message}\nStop the portal before moving its database.`);
    else if (error instanceof SnapshotError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(2);
  },
);
