// `npm run members:import -- file.csv`: records existing members as paid, the way
// POST /api/v1/membership/import does, for a chapter moving to the portal. The first column of
// each row is a NetID or a university email; a header ("netid", "email"...) and blank rows are
// skipped, any other invalid entry stops the import before anything is written.
import fs from 'node:fs';
import path from 'node:path';
import { classifyEntries } from '@cp/contracts/memberships';
import { loadConfig } from '../config';
import { migrate } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured';
import { importMembers } from '../modules/memberships/paid-membership';

const headerCells = new Set(['netid', 'net_id', 'email', 'emails', 'netids', 'uin', 'name']);

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run members:import -- file.csv');
  const cells = fs
    .readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8')
    .split(/\r?\n/)
    .map((line) => (line.split(',')[0] ?? '').trim().replace(/^"|"$/g, ''))
    .filter((cell) => cell && !headerCells.has(cell.toLowerCase()));
  const config = loadConfig();
  const { netIds, invalid } = classifyEntries(cells, config.EMAIL_DOMAIN);
  if (invalid.length > 0) throw new Error(`Not a NetID or ${config.EMAIL_DOMAIN} email: ${invalid.join(', ')}`);

  const { database, release } = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    const result = await importMembers(database.db, config, { username: 'members:import' }, netIds);
    console.log(`Imported ${result.added} new paid member(s); ${result.alreadyMembers} already paid.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
