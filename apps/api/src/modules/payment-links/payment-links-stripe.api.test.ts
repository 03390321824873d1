import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { deliverTo, sessionEvent, webhookSecret } from '../../test/stripe-events';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub';

const treasurer = 'treasurer@illinois.edu';
let t: TestApp;
let stub: StripeStub;
let dataDir: string;

beforeAll(async () => {
  stub = await startStripeStub();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-plinks-stripe-'));
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stub.url,
    DATA_DIR: dataDir,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// What Stripe sends for a session created by a payment link: no metadata of the link's own.
const completed = (eventId: string, sessionId: string, paymentLink: string, cents: number) =>
  sessionEvent(eventId, 'checkout.session.completed', {
    id: sessionId,
    amount_total: cents,
    payment_link: paymentLink,
    payment_intent: `pi_${sessionId}`,
  });

const deliver = (payload: string) => deliverTo(t, payload);

describe('payment links through Stripe', () => {
  it('creates the link in cents, and its paid webhook marks it paid, inactive at Stripe, and emails the creator', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/stripe/paymentLinks',
      as: treasurer,
      payload: {
        invoiceId: 'INV-S-1',
        invoiceAmountUsd: 1234,
        contactName: 'Carla',
        contactEmail: 'carla@example.com',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, link } = res.json();
    expect(link).toMatch(/^https:\/\/buy\.stripe\.com\//);
    const price = stub.calls.find((c) => c.path === '/v1/prices')!;
    expect(price.params.unit_amount).toBe('1234');
    const created = stub.calls.find((c) => c.path === '/v1/payment_links')!;
    expect(created.params).toMatchObject({ 'metadata[purpose]': 'payment-link', 'metadata[invoiceId]': 'INV-S-1' });
    expect(created.idempotencyKey).toMatch(/^link:/);

    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(completed('evt_s1', 'cs_s1', id, 1234))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = (await t.request({ method: 'GET', url: '/api/v1/stripe/paymentLinks', as: treasurer })).json();
    expect(row).toMatchObject({ id, active: false, paidAmountUsd: 1234 });
    // Deactivated at Stripe too, once.
    expect(stub.calls.filter((c) => c.path === `/v1/payment_links/${id}`)).toMatchObject([
      { params: { active: 'false' } },
    ]);

    await t.app.mailer.flush();
    const dir = path.join(dataDir, 'mail');
    const mails = await Promise.all(
      fs.readdirSync(dir).map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f)))),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Payment received for invoice INV-S-1');
    expect(mails[0]!.text).toContain(
      'A payment of $12.34 was made for invoice INV-S-1 by Pat Payer <payer@example.com>.',
    );
  });
});
