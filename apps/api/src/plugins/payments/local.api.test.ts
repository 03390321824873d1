import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, completedPayments } from '../../db/schema';
import { auditingPurpose } from '../../test/payment-purposes';
import { createTestApp, type TestApp } from '../../test/harness';
import type { PaymentCompleted } from './types';

let t: TestApp;
const applied: PaymentCompleted[] = [];
const afterCommitRan: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.paymentHandlers.register(
    'test',
    auditingPurpose('test payment', async (_tx, payment, context) => {
      applied.push(payment);
      context.afterCommit(async () => {
        afterCommitRan.push(payment.checkoutSessionId);
      });
    }),
  );
});
afterAll(async () => t.close());

const checkout = (key: string, amount = 1234) =>
  t.app.payments.createCheckoutSession({
    lineItems: [{ name: 'Ticket', unitAmountCents: amount, quantity: 1 }],
    customerEmail: 'buyer@example.com',
    metadata: { purpose: 'test', orderId: key },
    successUrl: 'http://localhost:8080/done',
    cancelUrl: 'http://localhost:8080/cancelled',
    idempotencyKey: key,
  });
const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/payments/local${url}`, ...(payload ? { payload } : {}) });

describe('the local provider', () => {
  it('is the default, and a checkout is paid once on its page, through the handler', async () => {
    expect(t.app.payments.kind).toBe('local');
    const session = await checkout('order-1');
    expect(session.url).toBe(`http://localhost:8080/checkout/${session.id}`);
    expect((await checkout('order-1')).id).toBe(session.id);

    const page = await api('GET', `/checkouts/${session.id}`);
    expect(page.json()).toEqual({
      id: session.id,
      status: 'open',
      lineItems: [{ name: 'Ticket', unitAmountCents: 1234, quantity: 1 }],
      amountTotalCents: 1234,
      customerEmail: 'buyer@example.com',
    });
    const pays = await Promise.all([
      api('POST', `/checkouts/${session.id}/pay`),
      api('POST', `/checkouts/${session.id}/pay`),
    ]);
    for (const pay of pays) expect(pay.json()).toEqual({ redirectTo: 'http://localhost:8080/done' });
    const mine = applied.filter((p) => p.checkoutSessionId === session.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actor: 'local-payments',
      amountTotalCents: 1234,
      customerEmail: 'buyer@example.com',
      metadata: { purpose: 'test', orderId: 'order-1' },
      paymentIntentId: expect.stringMatching(/^pi_local_/),
      eventId: expect.stringMatching(/^evt_local_/),
    });
    expect(afterCommitRan).toContain(session.id);
    expect((await api('GET', `/checkouts/${session.id}`)).json().status).toBe('paid');
    expect((await api('POST', `/checkouts/${session.id}/cancel`)).statusCode).toBe(409);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, session.id));
    expect(audit).toMatchObject([{ actor: 'local-payments' }]);
  });

  it('cancels an open checkout, which can then not be paid', async () => {
    const session = await checkout('order-2');
    expect((await api('POST', `/checkouts/${session.id}/cancel`)).json()).toEqual({
      redirectTo: 'http://localhost:8080/cancelled',
    });
    const pay = await api('POST', `/checkouts/${session.id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(applied.filter((p) => p.checkoutSessionId === session.id)).toEqual([]);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await api('GET', `/checkouts/cs_local_${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await api('GET', '/checkouts/nope')).statusCode).toBe(400);
    expect((await api('GET', `/links/plink_local_${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('pays a payment link once per attempt, with the payer and the link metadata, until deactivated', async () => {
    const link = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-7',
      amountCents: 5000,
      metadata: { purpose: 'test', invoiceId: 'INV-7' },
      idempotencyKey: 'link-7',
    });
    expect(link.url).toBe(`http://localhost:8080/pay/${link.id}`);
    expect((await api('GET', `/links/${link.id}`)).json()).toEqual({
      id: link.id,
      name: 'Invoice INV-7',
      amountCents: 5000,
      active: true,
    });
    const payer = { attemptId: randomUUID(), name: 'Pat Payer', email: 'pat@example.com' };
    const [first, second] = await Promise.all([
      api('POST', `/links/${link.id}/pay`, payer),
      api('POST', `/links/${link.id}/pay`, payer),
    ]);
    expect(first!.json()).toEqual({ paid: true, amountCents: 5000 });
    expect(second!.json()).toEqual({ paid: true, amountCents: 5000 });
    const viaLink = applied.filter((p) => p.paymentLinkId === link.id);
    expect(viaLink).toHaveLength(1);
    expect(viaLink[0]).toMatchObject({
      customerEmail: 'pat@example.com',
      customerName: 'Pat Payer',
      metadata: { purpose: 'test', invoiceId: 'INV-7' },
      actor: 'local-payments',
    });
    const bad = await api('POST', `/links/${link.id}/pay`, { attemptId: randomUUID(), name: '', email: 'x' });
    expect(bad.statusCode).toBe(400);

    await t.app.payments.deactivatePaymentLink(link.id);
    expect((await api('GET', `/links/${link.id}`)).json().active).toBe(false);
    const late = await api('POST', `/links/${link.id}/pay`, { ...payer, attemptId: randomUUID() });
    expect(late.statusCode).toBe(409);
    expect(applied.filter((p) => p.paymentLinkId === link.id)).toHaveLength(1);
  });

  it('refunds a local payment in part, idempotently, never more than was paid', async () => {
    const session = await checkout('order-3', 2000);
    await api('POST', `/checkouts/${session.id}/pay`);
    const [payment] = await t.database.db
      .select()
      .from(completedPayments)
      .where(eq(completedPayments.checkoutSessionId, session.id));
    const intent = payment!.paymentIntentId;
    const first = await t.app.payments.refund({ paymentIntentId: intent, amountCents: 500, idempotencyKey: 'r-1' });
    expect((await t.app.payments.refund({ paymentIntentId: intent, amountCents: 500, idempotencyKey: 'r-1' })).id).toBe(
      first.id,
    );
    await expect(
      t.app.payments.refund({ paymentIntentId: intent, amountCents: 1600, idempotencyKey: 'r-2' }),
    ).rejects.toThrow('more than what is left');
    const rest = await t.app.payments.refund({ paymentIntentId: intent, idempotencyKey: 'r-3' });
    expect(rest.id).toMatch(/^re_local_/);
  });

  it('answers 400 to the webhook when Stripe is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'NotSupportedError' });
  });
});
