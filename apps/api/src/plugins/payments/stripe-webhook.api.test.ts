import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, completedPayments, paymentEvents } from '../../db/schema';
import { auditingPurpose } from '../../test/payment-purposes';
import type { TestApp } from '../../test/harness';
import { deliverTo, sessionEvent, signed, webhookSecret } from '../../test/stripe-events';
import { useStripeApp } from './stripe-test-setup';

const app = useStripeApp();
const { appliedFor } = app;
let t: TestApp;
beforeAll(() => {
  t = app.state.t;
});

const deliver = (payload: string, signature?: string) => deliverTo(t, payload, signature);

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
      auditingPurpose('flaky', async () => {
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
