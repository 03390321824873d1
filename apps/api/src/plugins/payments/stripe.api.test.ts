import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, completedPayments, hostedPaymentLinks, paymentEvents } from '../../db/schema';
import { testPurpose } from '../../test/payment-purposes';
import { createTestApp, type TestApp } from '../../test/harness';
import { deliverTo, sessionEvent, signed, webhookSecret } from '../../test/stripe-events';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub';
import { writeAudit } from '../audit';
import { stripeExpiresAt } from './stripe-provider';
import type { PaymentCompleted } from './types';

let t: TestApp;
let stub: StripeStub;
const applied: PaymentCompleted[] = [];

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stub.url,
  });
  t.app.paymentHandlers.register(
    'test',
    testPurpose(async (tx, payment) => {
      applied.push(payment);
      await writeAudit(tx, {
        module: 'stripe',
        actor: payment.actor,
        target: payment.checkoutSessionId,
        message: 'test payment',
      });
    }),
  );
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const deliver = (payload: string, signature?: string) => deliverTo(t, payload, signature);

const appliedFor = (sessionId: string) => applied.filter((p) => p.checkoutSessionId === sessionId);

describe('the Stripe provider', () => {
  it('creates a product, a price in cents and a payment link, each with an idempotency key', async () => {
    const link = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-1',
      amountCents: 1234,
      metadata: { purpose: 'test', invoiceId: 'INV-1' },
      idempotencyKey: 'create-1',
    });
    expect(t.app.payments.kind).toBe('stripe');
    expect(link.url).toMatch(/^https:\/\/buy\.stripe\.com\//);
    const [product, price, created] = stub.calls.slice(-3);
    expect(product).toMatchObject({ path: '/v1/products', idempotencyKey: 'product:create-1' });
    expect(product!.params).toMatchObject({ name: 'Invoice INV-1', 'metadata[purpose]': 'test' });
    expect(price).toMatchObject({ path: '/v1/prices', idempotencyKey: 'price:create-1' });
    expect(price!.params).toMatchObject({
      unit_amount: '1234',
      currency: 'usd',
      product: expect.stringMatching(/^prod_/),
    });
    expect(created).toMatchObject({ path: '/v1/payment_links', idempotencyKey: 'link:create-1' });
    expect(created!.params).toMatchObject({
      'line_items[0][price]': expect.stringMatching(/^price_/),
      'line_items[0][quantity]': '1',
      'metadata[purpose]': 'test',
      'metadata[invoiceId]': 'INV-1',
      'payment_intent_data[metadata][invoiceId]': 'INV-1',
    });
    // A retry with the same key gets the same link (Stripe replays; we keep one row).
    const again = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-1',
      amountCents: 1234,
      metadata: { purpose: 'test', invoiceId: 'INV-1' },
      idempotencyKey: 'create-1',
    });
    expect(again.id).toBe(link.id);

    await t.app.payments.deactivatePaymentLink(link.id);
    expect(stub.calls.at(-1)).toMatchObject({ path: `/v1/payment_links/${link.id}`, params: { active: 'false' } });
    const [row] = await t.database.db.select().from(hostedPaymentLinks).where(eq(hostedPaymentLinks.id, link.id));
    expect(row!.active).toBe(false);
  });

  it('creates Checkout sessions and refunds in cents, with metadata and idempotency keys', async () => {
    const session = await t.app.payments.createCheckoutSession({
      lineItems: [{ name: 'T-shirt', unitAmountCents: 1500, quantity: 2 }],
      customerEmail: 'buyer@example.com',
      metadata: { purpose: 'test', itemId: 'shirt' },
      successUrl: 'http://localhost:8080/ok',
      cancelUrl: 'http://localhost:8080/cancel',
      idempotencyKey: 'order-7',
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout:order-7',
      params: {
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][product_data][name]': 'T-shirt',
        'line_items[0][quantity]': '2',
        customer_email: 'buyer@example.com',
        'metadata[purpose]': 'test',
        'metadata[itemId]': 'shirt',
        'payment_intent_data[metadata][itemId]': 'shirt',
        success_url: 'http://localhost:8080/ok',
      },
    });
    await t.app.payments.refund({ paymentIntentId: 'pi_123', amountCents: 500, idempotencyKey: 'refund-1' });
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund:refund-1',
      params: { payment_intent: 'pi_123', amount: '500' },
    });
  });

  it('ends a session when its hold ends, never sooner than Stripe takes (30 minutes ahead)', async () => {
    const now = Date.now();
    const holdEnds = new Date(now + 35 * 60_000);
    await t.app.payments.createCheckoutSession({
      lineItems: [{ name: 'Hoodie', unitAmountCents: 9000, quantity: 1 }],
      metadata: { purpose: 'test' },
      successUrl: 'http://localhost:8080/ok',
      cancelUrl: 'http://localhost:8080/cancel',
      expiresAt: holdEnds,
      idempotencyKey: 'held-35',
    });
    expect(stub.calls.at(-1)!.params.expires_at).toBe(String(Math.floor(holdEnds.getTime() / 1000)));
    // A hold ending sooner than Stripe allows (a slow call) ends the session at Stripe's earliest.
    expect(stripeExpiresAt(new Date(now + 10 * 60_000), now)).toBe(Math.floor((now + 31 * 60_000) / 1000));
    expect(stripeExpiresAt(new Date(now + 48 * 3_600_000), now)).toBe(Math.floor((now + 24 * 3_600_000) / 1000));
  });

  it('refuses less than $0.50 before calling Stripe', async () => {
    const before = stub.calls.length;
    await expect(
      t.app.payments.createPaymentLink({
        name: 'x',
        amountCents: 49,
        metadata: { purpose: 'test' },
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('Amount must be at least $0.50');
    expect(stub.calls.length).toBe(before);
  });
});

describe('POST /api/v1/stripe/webhook', () => {
  it('applies a paid session through the purpose handler, audited as stripe', async () => {
    const res = await deliver(
      sessionEvent('evt_a1', 'checkout.session.completed', { id: 'cs_a1', metadata: { purpose: 'test' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(appliedFor('cs_a1')).toEqual([
      {
        eventId: 'evt_a1',
        checkoutSessionId: 'cs_a1',
        paymentLinkId: null,
        paymentIntentId: 'pi_evt_a1',
        amountTotalCents: 1234,
        currency: 'usd',
        customerEmail: 'payer@example.com',
        customerName: 'Pat Payer',
        metadata: { purpose: 'test' },
        actor: 'stripe',
      },
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'cs_a1'));
    expect(audit).toMatchObject([{ module: 'stripe', actor: 'stripe' }]);
  });

  it('resolves a payment link session to the link metadata (Stripe copies none)', async () => {
    const link = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-9',
      amountCents: 5000,
      metadata: { purpose: 'test', invoiceId: 'INV-9' },
      idempotencyKey: 'create-9',
    });
    const res = await deliver(
      sessionEvent('evt_l1', 'checkout.session.completed', { id: 'cs_l1', payment_link: link.id }),
    );
    expect(res.json().outcome).toBe('applied');
    expect(appliedFor('cs_l1')[0]).toMatchObject({
      paymentLinkId: link.id,
      metadata: { purpose: 'test', invoiceId: 'INV-9' },
    });
  });

  it('applies the same event delivered 20 times at once exactly once', async () => {
    const payload = sessionEvent('evt_r1', 'checkout.session.completed', {
      id: 'cs_r1',
      metadata: { purpose: 'test' },
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
    expect(appliedFor('cs_r1')).toHaveLength(1);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_r1'))).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'cs_r1'))).toHaveLength(1);
  });

  it('applies one session once when its events overlap or arrive out of order', async () => {
    const paid = sessionEvent('evt_o2', 'checkout.session.async_payment_succeeded', {
      id: 'cs_o1',
      metadata: { purpose: 'test' },
    });
    const completedUnpaid = sessionEvent('evt_o1', 'checkout.session.completed', {
      id: 'cs_o1',
      payment_status: 'unpaid',
      metadata: { purpose: 'test' },
    });
    // The later event first, then the earlier one, then both again together.
    expect((await deliver(paid)).json().outcome).toBe('applied');
    expect((await deliver(completedUnpaid)).json().outcome).toBe('not-paid-yet');
    await Promise.all([deliver(paid), deliver(completedUnpaid)]);
    const completedPaid = sessionEvent('evt_o3', 'checkout.session.completed', {
      id: 'cs_o1',
      metadata: { purpose: 'test' },
    });
    expect((await deliver(completedPaid)).json().outcome).toBe('already-paid');
    expect(appliedFor('cs_o1')).toHaveLength(1);
  });

  it('acknowledges and ignores unknown event types and sessions that are not ours', async () => {
    const unknown = JSON.stringify({
      id: 'evt_u1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_1' } },
    });
    const res = await deliver(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    const foreign = await deliver(sessionEvent('evt_f1', 'checkout.session.completed', { id: 'cs_f1' }));
    expect(foreign.json().outcome).toBe('no-purpose');
    expect(appliedFor('cs_f1')).toEqual([]);
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const payload = sessionEvent('evt_b1', 'checkout.session.completed', {
      id: 'cs_b1',
      metadata: { purpose: 'test' },
    });
    const sdk = new Stripe('sk_test_signing_only');
    const wrongSecret = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const tampered = payload.replace('1234', '1');
    const stale = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const res of [
      await deliver(payload, wrongSecret),
      await deliver(tampered, signed(payload)),
      await deliver(payload, stale),
      await deliver(payload, 'garbage'),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, id: 104, name: 'ValidationError' });
    }
    expect(appliedFor('cs_b1')).toEqual([]);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_b1'))).toEqual([]);
    expect(
      await t.database.db.select().from(completedPayments).where(eq(completedPayments.checkoutSessionId, 'cs_b1')),
    ).toEqual([]);
  });

  it('rolls everything back when the handler fails, so the next delivery applies it', async () => {
    let fail = true;
    t.app.paymentHandlers.register(
      'flaky',
      testPurpose(async (tx, payment) => {
        await writeAudit(tx, {
          module: 'stripe',
          actor: payment.actor,
          target: payment.checkoutSessionId,
          message: 'flaky',
        });
        if (fail) throw new Error('handler failed');
      }),
    );
    const payload = sessionEvent('evt_x1', 'checkout.session.completed', {
      id: 'cs_x1',
      metadata: { purpose: 'flaky' },
    });
    expect((await deliver(payload)).statusCode).toBe(500);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_x1'))).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'cs_x1'))).toEqual([]);
    fail = false;
    expect((await deliver(payload)).json().outcome).toBe('applied');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'cs_x1'))).toHaveLength(1);
  });
});
