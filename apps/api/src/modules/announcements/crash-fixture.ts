/**
 * A server process cut short by SIGKILL in the middle of sending an announcement
 * (send-crash.api.test.ts). It takes the snapshot of `count` listed people, starts sending, and
 * dies at one point:
 *   between <dataDir> <smtpUrl> <count> <k>   after k messages were sent and marked, with the
 *                                             next ones claimed (1 s lease) but not sent
 *   after-write <dataDir> <count> <k>         after writing the (k+1)-th .eml file, before
 *                                             marking it sent
 */
import path from 'node:path';
import { migrate, openPglite } from '../../db/client';
import { OutboxMailer } from '../../plugins/mail/outbox-mailer';
import { createMailTransport } from '../../plugins/mail/transport';
import { insertAnnouncement } from './repository';
import { startAnnouncement } from './start-announcement';

const [mode, dataDir, ...rest] = process.argv.slice(2) as [string, string, ...string[]];
const smtpUrl = mode === 'between' ? rest.shift() : undefined;
const [count, k] = rest.map(Number) as [number, number];
const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
await migrate(database);
const entries = Array.from({ length: count }, (_, i) => `crash${i}@example.edu`);
const row = await database.db.transaction((tx) =>
  insertAnnouncement(tx, {
    subject: 'Crash announcement',
    body: 'Sent through a **kill -9**.',
    audience: [
      { kind: 'list', entries },
      { kind: 'list', entries: entries.slice(0, 5) },
    ],
    visibility: 'members',
    status: 'scheduled',
    createdBy: 'events@illinois.edu',
  }),
);
const transport = createMailTransport({
  from: 'p@example.edu',
  smtpUrl,
  mailDir: path.join(dataDir, 'mail'),
  log: () => {},
});
let sent = 0;
const die = () => {
  process.stdout.write('ready to die\n');
  process.kill(process.pid, 'SIGKILL');
};
const mailer = new OutboxMailer({
  database,
  leaseSeconds: 1,
  ratePerMinute: 60_000,
  publicUrl: 'http://localhost:8080',
  onError: () => {},
  transport: async (id, message) => {
    if (mode === 'between' && sent === k) die();
    await transport(id, message);
    sent += 1;
    if (mode === 'after-write' && sent === k + 1) die();
  },
});
const deps = { db: database.db, mailer, config: { EMAIL_DOMAIN: 'illinois.edu', publicUrl: 'http://localhost:8080' } };
await startAnnouncement(deps, row.id);
await mailer.flush();
process.stdout.write('sent everything without dying\n');
process.exit(1);
