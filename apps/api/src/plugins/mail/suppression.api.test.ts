import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailSuppressions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpStub, type SmtpStub } from '../../test/smtp-stub';
import { OutboxMailer } from './outbox-mailer';
import { createMailTransport } from './transport';
import type { MailMessage } from './types';

let t: TestApp;
let dataDir: string;
let smtp: SmtpStub;
let mailer: OutboxMailer;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-suppress-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  smtp = await startSmtpStub();
  mailer = new OutboxMailer({
    database: t.database,
    transport: createMailTransport({ from: 'p@example.edu', smtpUrl: smtp.url, mailDir: dataDir, log: () => {} }),
    onError: () => {},
  });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const gone = 'gone@example.edu';
async function queue(message: MailMessage) {
  await t.database.db.transaction((tx) => mailer.enqueue(tx, message));
  await mailer.flush();
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, message.subject));
  return row!;
}

describe('permanent SMTP refusals', () => {
  it('gives up a refused message at once, marks the address, and suppresses it for announcements from the third', async () => {
    smtp.refuse(gone);
    smtp.failNext(1);
    const temporary = await queue({
      to: 'later@example.edu',
      subject: 'Temporary',
      text: 'x',
      category: 'announcements',
    });
    expect(temporary.failedAt).toBeNull(); // a 4xx is retried, and marks nobody
    for (const n of [1, 2, 3]) {
      const row = await queue({ to: gone, subject: `Refused ${n}`, text: 'x', category: 'announcements' });
      expect(row.failedAt).not.toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain('550 5.1.1');
    }
    const [marks] = await t.database.db.select().from(mailSuppressions).where(eq(mailSuppressions.email, gone));
    expect(marks?.permanentFailures).toBe(3);
    expect(marks?.suppressedAt).not.toBeNull();
    const fourth = await queue({ to: gone, subject: 'After suppression', text: 'x', category: 'announcements' });
    expect(fourth.skippedAt).not.toBeNull();
    expect(fourth.lastError).toBe('suppressed');
    expect(fourth.attempts).toBe(1);
    // Transactional mail is not an announcement: it is still tried.
    const receipt = await queue({ to: gone, subject: 'Receipt', text: 'x' });
    expect(receipt.skippedAt).toBeNull();
    expect(receipt.failedAt).not.toBeNull();
    expect(smtp.received.filter((m) => m.to.includes(`<${gone}>`))).toHaveLength(0);
  });
});
