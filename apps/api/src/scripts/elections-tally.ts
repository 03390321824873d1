// `npm run elections:tally -- ballots.json`: counts a downloaded ballots file
// (GET /api/v1/elections/{id}/ballots) again, with the same rules as the server, and prints the
// results round by round: anyone can check the published results (decision 0043).
import fs from 'node:fs';
import { ballotsFile } from '@cp/contracts/elections';
import { formatResults } from '../modules/elections/format-results';
import { tallyElection } from '../modules/elections/tally';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run elections:tally -- ballots.json');
  process.exit(2);
}
const parsed = ballotsFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
if (!parsed.success) {
  console.error(`${file} is not a ballots file: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  process.exit(2);
}
const { election, ballots } = parsed.data;
console.log(formatResults(tallyElection(election, ballots)));
