import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub';

const secret = 'whsec_payment_links';
const treasurer = 'treasurer@illinois.edu';
let t: TestApp;
let stub: StripeStub;
let dataDir: string;

beforeAll(async () => {
  stub = await startStripeStub();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-plinks-stripe-'));
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: stub.url,
    DATA_DIR: dataDir,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function completed(eventId: string, sessionId: string, paymentLink: string, cents: number): string {
  // What Stripe sends for a session created by a payment link: no metadata of the link's own.
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: cents,
        payment_link: paymentLink,
        payment_intent: `pi_${sessionId}`,
        customer_details: { email: 'payer@example.com', name: 'Pat Payer' },
        metadata: {},
      },
    },
  });
}

const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: {
      'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret }),
      'content-type': 'application/json',
    },
    payload,
  });

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
