import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpStub, type SmtpStub } from '../../test/smtp-stub';
import { OutboxMailer } from './outbox-mailer';
import { createMailTransport } from './transport';

let t: TestApp;
let dataDir: string;
let smtp: SmtpStub;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-mail-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  smtp = await startSmtpStub();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailDir = () => path.join(dataDir, 'mail');
const emlFiles = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : []);
const parse = (raw: string | Buffer) => PostalMime.parse(raw);

function smtpMailer(options: { leaseSeconds?: number } = {}) {
  const errors: unknown[] = [];
  const mailer = new OutboxMailer({
    database: t.database,
    transport: createMailTransport({
      from: 'Portal <portal@example.edu>',
      smtpUrl: smtp.url,
      mailDir: mailDir(),
      log: () => {},
    }),
    onError: (error) => errors.push(error),
    ...options,
  });
  return { mailer, errors };
}

describe('the mail outbox', () => {
  it('writes an .eml file after commit, named by the message id, with one log line', async () => {
    const subject = `Receipt ${Date.now()}`;
    await t.database.db.transaction((tx) =>
      t.app.mailer.enqueue(tx, {
        to: 'payer@example.com',
        subject,
        text: 'Thank you for your payment.',
        html: '<p>Thank you <img src="cid:logo"></p>',
        attachments: [
          {
            filename: 'logo.png',
            contentType: 'image/png',
            content: Buffer.from('png').toString('base64'),
            cid: 'logo',
          },
        ],
      }),
    );
    await t.app.mailer.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(row!.sentAt).not.toBeNull();
    expect(emlFiles()).toContain(`${row!.id}.eml`);
    const email = await parse(fs.readFileSync(path.join(mailDir(), `${row!.id}.eml`)));
    expect(email.subject).toBe(subject);
    expect(email.to?.[0]).toMatchObject({ address: 'payer@example.com' });
    expect(email.text?.trim()).toBe('Thank you for your payment.');
    expect(email.messageId).toBe(`<${row!.id}@chapter-portal>`);
    expect(email.attachments[0]).toMatchObject({ filename: 'logo.png', contentId: '<logo>' });
  });

  it('sends nothing when the causing transaction rolls back', async () => {
    const before = emlFiles().length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(tx, { to: 'nobody@example.com', subject: 'rolled back', text: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.mailer.flush();
    expect(emlFiles().length).toBe(before);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'rolled back'))).toEqual([]);
  });

  it('logs the recipient and the subject only', async () => {
    const lines: { fields: object; text: string }[] = [];
    const transport = createMailTransport({
      from: 'p@example.edu',
      mailDir: mailDir(),
      log: (fields, text) => lines.push({ fields, text }),
    });
    await transport('00000000-0000-4000-8000-000000000001', {
      to: 'a@example.com',
      subject: 'Hello',
      text: 'secret body',
    });
    expect(lines).toEqual([{ fields: { to: 'a@example.com', subject: 'Hello' }, text: 'mail written' }]);
  });

  it('writes the same file again instead of a second one when a message is sent twice', async () => {
    const transport = createMailTransport({ from: 'p@example.edu', mailDir: mailDir(), log: () => {} });
    const id = '00000000-0000-4000-8000-000000000002';
    const before = emlFiles().length;
    await transport(id, { to: 'a@example.com', subject: 'Twice', text: 'x' });
    await transport(id, { to: 'a@example.com', subject: 'Twice', text: 'x' });
    expect(emlFiles().length).toBe(before + 1);
    expect(fs.readdirSync(mailDir()).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('sends over SMTP, and retries with backoff after a temporary failure', async () => {
    const { mailer, errors } = smtpMailer();
    const subject = `SMTP ${Date.now()}`;
    smtp.failNext(1);
    await t.database.db.transaction((tx) => mailer.enqueue(tx, { to: 'smtp@example.com', subject, text: 'via smtp' }));
    await mailer.flush();
    expect(errors).toHaveLength(1);
    const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, leaseUntil: null });
    expect(failed!.lastError).toMatch(/451/);
    // Not due yet: the backoff holds it back.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await mailer.flush();
    expect(smtp.received.filter((m) => m.data.includes(subject))).toHaveLength(0);

    await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, failed!.id));
    await mailer.flush();
    const delivered = smtp.received.filter((m) => m.data.includes(subject));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toEqual(['<smtp@example.com>']);
    const email = await parse(delivered[0]!.data);
    expect(email.text?.trim()).toBe('via smtp');
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
  });

  it('sends each message once when two senders flush at the same time', async () => {
    const a = smtpMailer();
    const b = smtpMailer();
    const tag = `Race ${Date.now()}`;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++)
        await a.mailer.enqueue(tx, { to: `r${i}@example.com`, subject: `${tag} ${i}`, text: 'x' });
    });
    await Promise.all([a.mailer.flush(), b.mailer.flush(), a.mailer.flush(), b.mailer.flush()]);
    const delivered = smtp.received.filter((m) => m.data.includes(tag));
    expect(delivered).toHaveLength(10);
    expect(new Set(delivered.map((m) => m.to[0])).size).toBe(10);
  });

  it('sends on its own after commit once started', async () => {
    const { mailer } = smtpMailer();
    await mailer.start();
    try {
      const subject = `Started ${Date.now()}`;
      await t.database.db.transaction((tx) => mailer.enqueue(tx, { to: 'auto@example.com', subject, text: 'x' }));
      await expect
        .poll(() => smtp.received.filter((m) => m.data.includes(subject)).length, { timeout: 20_000 })
        .toBe(1);
    } finally {
      await mailer.stop();
    }
  });
});
