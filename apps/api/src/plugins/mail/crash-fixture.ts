/**
 * A server process cut short by SIGKILL at one point of sending mail (outbox-crash.api.test.ts):
 *   enqueue <dataDir> <subject>   commit a message, then die before anything sends it
 *   claim <dataDir>               claim the due messages (1 s lease), then die before sending
 *   send-eml <dataDir>            claim, write the .eml file, then die before marking it sent
 */
import path from 'node:path';
import { migrate, openPglite } from '../../db/client';
import { claimDueMessages, insertOutboxMessage } from './outbox';
import { createMailTransport } from './transport';

const [mode, dataDir, subject = 'Crash test'] = process.argv.slice(2) as [string, string, string?];
const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
await migrate(database);
if (mode === 'enqueue') {
  await database.db.transaction((tx) => insertOutboxMessage(tx, { to: 'crash@example.com', subject, text: 'x' }));
} else {
  const rows = await claimDueMessages(database.db, 20, 1);
  if (mode === 'send-eml') {
    const transport = createMailTransport({
      from: 'p@example.edu',
      mailDir: path.join(dataDir, 'mail'),
      log: () => {},
    });
    for (const row of rows) await transport(row.id, row.message);
  }
}
process.stdout.write('ready to die\n');
process.kill(process.pid, 'SIGKILL');
