// `npm run backup -- FILE`: one consistent snapshot of the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR, through the running server when one holds it) in one gzip'd file.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backupTo } from '../db/snapshot/commands';
import { SnapshotError } from '../db/snapshot/format';

async function main() {
  // npm runs scripts from the repository root; FILE and DATA_DIR are relative to where it was invoked.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const file = process.argv[2];
  if (!file) throw new SnapshotError('Usage: npm run backup -- FILE');
  const { how, counts } = await backupTo(loadConfig(), path.resolve(file));
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${Object.keys(counts).length} tables, ${rows} rows (${how}) to ${path.resolve(file)}`);
}

main().catch((error: unknown) => {
  const known = error instanceof SnapshotError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
