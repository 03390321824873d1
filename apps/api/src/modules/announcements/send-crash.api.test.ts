import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { announcements } from '../../db/schema';
import { OutboxMailer } from '../../plugins/mail/outbox-mailer';
import { createMailTransport } from '../../plugins/mail/transport';
import { startSmtpStub, type SmtpStub } from '../../test/smtp-stub';
import { progressOf } from './repository';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-fixture.ts');
const people = 40;
let smtp: SmtpStub;
let dataDir: string;
let database: Database | null = null;
let mailer: OutboxMailer | null = null;

beforeAll(async () => {
  smtp = await startSmtpStub();
});
afterEach(async () => {
  await mailer?.stop();
  await database?.close();
  mailer = null;
  database = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => smtp.close());

function killedAt(args: string[]): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-announce-crash-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, args[0]!, dataDir, ...args.slice(1)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && out.includes('ready to die')) resolve();
      else reject(new Error(`fixture ended with ${code ?? signal}: ${out}`));
    });
  });
}

/** What `npm start` does after the kill: open the data folder and start the sender. */
async function restart(smtpUrl?: string) {
  database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  mailer = new OutboxMailer({
    database,
    transport: createMailTransport({
      from: 'p@example.edu',
      smtpUrl,
      mailDir: path.join(dataDir, 'mail'),
      log: () => {},
    }),
    onError: () => {},
    ratePerMinute: 60_000,
    publicUrl: 'http://localhost:8080',
  });
  await mailer.start();
}

async function progress() {
  const [row] = await database!.db.select().from(announcements).where(eq(announcements.subject, 'Crash announcement'));
  return progressOf(database!.db, row!.id);
}

describe('an announcement across a kill -9 mid-send', () => {
  it(
    'sends everyone once over SMTP: the sent stay sent, the claimed are sent after their lease',
    { timeout: 300_000 },
    async () => {
      await killedAt(['between', smtp.url, String(people), '12']);
      const received = () => smtp.received.filter((m) => m.data.includes('Subject: Crash announcement'));
      expect(received()).toHaveLength(12);
      await restart(smtp.url);
      await expect.poll(async () => (await progress()).sent, { timeout: 150_000 }).toBe(people);
      await mailer!.flush();
      const recipients = received().flatMap((m) => m.to);
      expect(recipients).toHaveLength(people);
      expect(new Set(recipients).size).toBe(people);
      expect(await progress()).toEqual({ queued: 0, sent: people, failed: 0, skipped: 0 });
    },
  );

  it(
    'leaves one .eml per person when the kill came after writing one but before marking it sent',
    { timeout: 300_000 },
    async () => {
      await killedAt(['after-write', String(people), '7']);
      const files = () => fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
      expect(files()).toHaveLength(8);
      await restart();
      await expect.poll(async () => (await progress()).sent, { timeout: 150_000 }).toBe(people);
      expect(files()).toHaveLength(people);
      const to = files().map((f) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8'))![1]);
      expect(new Set(to).size).toBe(people);
    },
  );
});
