import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentLinks } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { linkPaymentHandler } from './apply-link-payment';

const treasurer = 'treasurer@illinois.edu';
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-plinks-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const valid = {
  invoiceId: 'INV-2026-001',
  invoiceAmountUsd: 1234,
  contactName: 'Carla Contact',
  contactEmail: 'carla@example.com',
};
const create = (as: string, body: object = valid) =>
  t.request({ method: 'POST', url: '/api/v1/stripe/paymentLinks', as, payload: body });
const list = async (as: string) => (await t.request({ method: 'GET', url: '/api/v1/stripe/paymentLinks', as })).json();
const deactivate = (as: string, id: string) =>
  t.request({ method: 'DELETE', url: `/api/v1/stripe/paymentLinks/${id}`, as });
const payLocal = (id: string, payer = { name: 'Pat Payer', email: 'pat@example.com' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/local/links/${id}/pay`,
    payload: { attemptId: randomUUID(), ...payer },
  });

describe('creating payment links', () => {
  it('creates a link at the provider and lists it with its paid amount', async () => {
    const res = await create(treasurer);
    expect(res.statusCode).toBe(201);
    const { id, link } = res.json();
    expect(link).toBe(`http://localhost:8080/pay/${id}`);
    const mine = await list(treasurer);
    expect(mine).toContainEqual({
      id,
      active: true,
      invoiceId: 'INV-2026-001',
      invoiceAmountUsd: 1234,
      paidAmountUsd: 0,
      userId: treasurer,
      contactName: 'Carla Contact',
      contactEmail: 'carla@example.com',
      createdAt: expect.any(String),
      link,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        eq(auditLog.message, `Created payment link ${id} for 1234 cents (contact Carla Contact <carla@example.com>).`),
      );
    expect(audit).toMatchObject([{ module: 'stripe', actor: treasurer, target: 'INV-2026-001' }]);
  });

  it.each([
    [{ ...valid, invoiceId: '' }, 'Invoice ID is required'],
    [{ ...valid, invoiceId: '   ' }, 'Invoice ID is required'],
    [{ ...valid, invoiceAmountUsd: 49 }, 'Amount must be at least $0.50'],
    [{ ...valid, invoiceAmountUsd: 0 }, 'Amount must be at least $0.50'],
    [{ ...valid, invoiceAmountUsd: 12.5 }, 'Amount must be a whole number of cents'],
    [{ ...valid, invoiceAmountUsd: '1234' }, 'Amount must be at least $0.50'],
    [{ ...valid, contactName: '' }, 'Contact name is required'],
    [{ ...valid, contactEmail: 'not-an-email' }, 'Invalid email'],
    [{ ...valid, contactEmail: '' }, 'Invalid email'],
  ])('refuses %j with its message and creates nothing', async (body, message) => {
    const before = (await t.database.db.select().from(paymentLinks)).length;
    const res = await create(treasurer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, id: 104, name: 'ValidationError' });
    expect(res.json().message).toContain(message);
    expect((await t.database.db.select().from(paymentLinks)).length).toBe(before);
  });

  it('accepts exactly $0.50', async () => {
    expect((await create(treasurer, { ...valid, invoiceId: 'INV-MIN', invoiceAmountUsd: 50 })).statusCode).toBe(201);
  });
});

describe('who sees and deactivates which link', () => {
  it('a creator sees only their own links; BYPASS_OBJECT_LEVEL_AUTH sees all', async () => {
    const adminLink = (await create(demo.admin, { ...valid, invoiceId: 'INV-ADMIN' })).json();
    const theirs = (await create(treasurer, { ...valid, invoiceId: 'INV-TREASURER' })).json();
    const seenByTreasurer = (await list(treasurer)).map((l: { id: string }) => l.id);
    expect(seenByTreasurer).toContain(theirs.id);
    expect(seenByTreasurer).not.toContain(adminLink.id);
    const seenByAdmin = (await list(demo.admin)).map((l: { id: string }) => l.id);
    expect(seenByAdmin).toEqual(expect.arrayContaining([adminLink.id, theirs.id]));

    const refused = await deactivate(treasurer, adminLink.id);
    expect(refused.statusCode).toBe(403);
    expect((await list(demo.admin)).find((l: { id: string }) => l.id === adminLink.id).active).toBe(true);

    expect((await deactivate(demo.admin, theirs.id)).statusCode).toBe(204);
    expect((await list(treasurer)).find((l: { id: string }) => l.id === theirs.id).active).toBe(false);
    // The hosted page knows too: it can no longer be paid.
    expect((await payLocal(theirs.id)).statusCode).toBe(409);
    // Again: nothing more to do.
    expect((await deactivate(treasurer, theirs.id)).statusCode).toBe(204);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.message, `Deactivated payment link ${theirs.id}.`));
    expect(audit).toMatchObject([{ actor: demo.admin, target: 'INV-TREASURER' }]);
  });

  it('answers 404 for a link that does not exist', async () => {
    expect((await deactivate(demo.admin, 'plink_nothing_here')).statusCode).toBe(404);
  });

  it('refuses users without STRIPE_LINK_CREATOR', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/stripe/paymentLinks', as: demo.member })).statusCode).toBe(
      403,
    );
  });
});

describe('paying a link', () => {
  it('records a full payment, deactivates the link and emails its creator', async () => {
    const { id } = (await create(treasurer, { ...valid, invoiceId: 'INV-PAID' })).json();
    expect((await payLocal(id)).statusCode).toBe(200);
    const row = (await list(treasurer)).find((l: { id: string }) => l.id === id);
    expect(row).toMatchObject({ active: false, paidAmountUsd: 1234 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'INV-PAID'));
    expect(audit.find((a) => a.actor === 'local-payments')?.message).toContain(
      'Received $12.34 from Pat Payer <pat@example.com>',
    );

    await t.app.mailer.flush();
    const mailDir = path.join(dataDir, 'mail');
    const mails = await Promise.all(
      fs.readdirSync(mailDir).map((f) => PostalMime.parse(fs.readFileSync(path.join(mailDir, f)))),
    );
    const mail = mails.find((m) => m.subject === 'Payment received for invoice INV-PAID');
    expect(mail?.to?.[0]?.address).toBe(treasurer);
    expect(mail?.text).toContain('A payment of $12.34 was made for invoice INV-PAID by Pat Payer <pat@example.com>.');
    expect(mail?.text).toContain('paid in full');
  });

  it('records a partial payment and keeps the link active', async () => {
    const { id } = (await create(treasurer, { ...valid, invoiceId: 'INV-PART', invoiceAmountUsd: 10_000 })).json();
    // A partial payment arrives the same way a Stripe session with a smaller amount would.
    await t.database.db.transaction(async (tx) => {
      await linkPaymentHandler({ mailer: t.app.mailer, payments: t.app.payments })(
        tx,
        {
          eventId: 'evt_part',
          checkoutSessionId: 'cs_part',
          paymentLinkId: id,
          paymentIntentId: 'pi_part',
          amountTotalCents: 2500,
          currency: 'usd',
          customerEmail: 'p@example.com',
          customerName: null,
          metadata: {},
          actor: 'stripe',
        },
        { afterCommit: () => {} },
      );
    });
    expect((await list(treasurer)).find((l: { id: string }) => l.id === id)).toMatchObject({
      active: true,
      paidAmountUsd: 2500,
    });
  });
});

describe('retention', () => {
  it('removes links deactivated more than 90 days ago, and only those', async () => {
    const old = (await create(treasurer, { ...valid, invoiceId: 'INV-OLD' })).json();
    const recent = (await create(treasurer, { ...valid, invoiceId: 'INV-RECENT' })).json();
    await deactivate(treasurer, old.id);
    await deactivate(treasurer, recent.id);
    await t.database.db
      .update(paymentLinks)
      .set({ deactivatedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(paymentLinks.id, old.id));
    const ids = async () => (await list(treasurer)).map((l: { id: string }) => l.id);
    expect(await ids()).not.toContain(old.id);
    await t.app.runRetention();
    expect(await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, old.id))).toEqual([]);
    expect(await ids()).toContain(recent.id);
  });
});
