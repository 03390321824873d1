import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { startSmtpStub, type SmtpStub } from '../../test/smtp-stub';
import { OutboxMailer } from './outbox-mailer';
import { createMailTransport } from './transport';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-fixture.ts');
let dataDir: string;
let smtp: SmtpStub;
let database: Database | null = null;
let mailer: OutboxMailer | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-mail-crash-'));
  smtp = await startSmtpStub();
});
afterEach(async () => {
  await mailer?.stop();
  await database?.close();
  mailer = null;
  database = null;
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the fixture and checks it really died of SIGKILL after reaching its point. */
function killedAt(mode: string, subject?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode, dataDir, ...(subject ? [subject] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && out.includes('ready to die')) resolve();
      else reject(new Error(`fixture ${mode} ended with ${code ?? signal}: ${out}`));
    });
  });
}

/** The restarted server: what `npm start` does (open, start the mailer), over SMTP or to files. */
async function restart(transport: 'smtp' | 'eml') {
  database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  mailer = new OutboxMailer({
    database,
    transport: createMailTransport({
      from: 'p@example.edu',
      smtpUrl: transport === 'smtp' ? smtp.url : undefined,
      mailDir: path.join(dataDir, 'mail'),
      log: () => {},
    }),
    onError: () => {},
  });
  await mailer.start();
}

const deliveredWith = (subject: string) => smtp.received.filter((m) => m.data.includes(subject)).length;
const unsent = async () => (await database!.db.select().from(mailOutbox)).filter((row) => !row.sentAt).length;

describe('the mail outbox across a SIGKILL', () => {
  it('sends a message committed just before the kill after the restart, once', { timeout: 90_000 }, async () => {
    await killedAt('enqueue', 'Killed after commit');
    expect(deliveredWith('Killed after commit')).toBe(0);
    await restart('smtp');
    await expect.poll(() => deliveredWith('Killed after commit'), { timeout: 30_000 }).toBe(1);
    await expect.poll(unsent, { timeout: 30_000 }).toBe(0);
    await mailer!.flush();
    expect(deliveredWith('Killed after commit')).toBe(1);
  });

  it(
    'sends a message whose sender was killed mid-send once its lease runs out, once',
    { timeout: 90_000 },
    async () => {
      await killedAt('enqueue', 'Killed while claimed');
      await killedAt('claim');
      await restart('smtp');
      await expect.poll(() => deliveredWith('Killed while claimed'), { timeout: 30_000 }).toBe(1);
      await expect.poll(unsent, { timeout: 30_000 }).toBe(0);
      await mailer!.flush();
      expect(deliveredWith('Killed while claimed')).toBe(1);
    },
  );

  it(
    'leaves one .eml file when the kill came after writing it but before marking it sent',
    { timeout: 90_000 },
    async () => {
      await killedAt('enqueue', 'Killed after writing');
      await killedAt('send-eml');
      const files = () => fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
      expect(files()).toHaveLength(1);
      await restart('eml');
      await expect.poll(unsent, { timeout: 30_000 }).toBe(0);
      expect(files()).toHaveLength(1);
    },
  );
});
