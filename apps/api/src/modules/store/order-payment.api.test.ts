import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeOrders } from '../../db/schema';
import type { MailMessage } from '../../plugins/mail/types';
import type { PaymentCompleted, Payments, RefundRequest } from '../../plugins/payments/types';
import { createTestApp, type TestApp } from '../../test/harness';
import { orderPaymentPurpose, storeOrderPurpose } from './apply-order-payment';
import { addProduct, addPromoCode, checkout, payLocal, promoCounts, stockOf } from './checkout-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const line = (productId: string, variantId: string, quantity = 1) => ({ productId, variantId, quantity });
const orderRow = async (id: string) => (await db().select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;

/** The purpose with a provider and a mailer that record what they are asked, delivered as the webhook does. */
function handler() {
  const refunds: RefundRequest[] = [];
  const sent: MailMessage[] = [];
  const payments = {
    async refund(request: RefundRequest) {
      refunds.push(request);
      return { id: `re_${request.paymentIntentId}` };
    },
  } as Payments;
  const mailer = {
    enqueue: async (_tx: unknown, message: MailMessage) => void sent.push(message),
    flush: async () => {},
  };
  const purpose = orderPaymentPurpose({ payments: () => payments, mailer: () => mailer });
  let events = 0;
  const deliver = async (orderId: string) => {
    const order = await orderRow(orderId);
    const payment: PaymentCompleted = {
      eventId: `evt_${++events}`,
      checkoutSessionId: `cs_${orderId}`,
      paymentLinkId: null,
      paymentIntentId: `pi_${orderId}`,
      amountTotalCents: order.totalCents,
      currency: 'usd',
      customerEmail: order.email,
      customerName: null,
      metadata: { purpose: storeOrderPurpose, orderId },
      actor: 'stripe',
    };
    const tasks: (() => Promise<void>)[] = [];
    await db().transaction(async (tx) => {
      expect(await purpose.expectedCents(tx, payment)).toBe(order.totalCents);
      await purpose.apply(tx, payment, { afterCommit: (task) => tasks.push(task) });
    });
    for (const task of tasks) await task();
  };
  const release = (orderId: string) =>
    db().transaction((tx) => purpose.release!(tx, { purpose: storeOrderPurpose, orderId }));
  return { deliver, release, refunds, sent };
}

const expire = (orderId: string) =>
  db()
    .update(storeOrders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(storeOrders.id, orderId));

it('changes nothing on a repeated payment, a second Pay, or a release arriving after the payment', async () => {
  const cap = await addProduct(db(), { variants: [{ name: 'General', inventory: 5 }] });
  const code = await addPromoCode(db(), { amountOffCents: 100, maxUses: 3 });
  const res = await checkout(t, {
    email: 'twice@example.com',
    items: [line(cap.productId, cap.variantIds[0]!, 2)],
    promoCode: code,
  });
  const { orderId } = res.json();
  const h = handler();
  await h.deliver(orderId);
  await h.deliver(orderId);
  await h.release(orderId);
  expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentIntentId: `pi_${orderId}`, totalCents: 2900 });
  expect(await stockOf(db(), cap.productId)).toMatchObject({ product: { reserved: 2, sold: 2 } });
  expect(await promoCounts(db(), code)).toEqual({ uses: 1, held: 0 });
  expect(h.sent).toHaveLength(1);
  expect(h.refunds).toEqual([]);

  // The local provider's Pay, clicked twice: paid once.
  const other = await checkout(t, { email: 'double@example.com', items: [line(cap.productId, cap.variantIds[0]!)] });
  expect((await payLocal(t, other.json().checkoutUrl)).statusCode).toBe(200);
  expect((await payLocal(t, other.json().checkoutUrl)).statusCode).toBe(200);
  expect(await stockOf(db(), cap.productId)).toMatchObject({ product: { reserved: 3, sold: 3 } });
});

it('applies a payment that arrives after its release while the stock is still there (events reordered)', async () => {
  const mug = await addProduct(db(), { variants: [{ name: 'General', inventory: 5 }] });
  const code = await addPromoCode(db(), { percentOff: 10, maxUses: 1 });
  const { orderId } = (
    await checkout(t, { email: 'late@example.com', items: [line(mug.productId, mug.variantIds[0]!)], promoCode: code })
  ).json();
  const h = handler();
  await h.release(orderId);
  expect(await orderRow(orderId)).toMatchObject({ status: 'released' });
  expect(await promoCounts(db(), code)).toEqual({ uses: 0, held: 0 });
  await h.deliver(orderId);
  expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
  expect(await stockOf(db(), mug.productId)).toMatchObject({ product: { reserved: 1, sold: 1 } });
  expect(await promoCounts(db(), code)).toEqual({ uses: 1, held: 0 });
  expect(h.sent.map((m) => m.subject)).toEqual(['Your order from the store']);
});

it('gives stock and promo holds back on expiry, and refunds a later payment whose stock went, with the sale-failed email', async () => {
  const shirt = await addProduct(db(), { variants: [{ name: 'XL', inventory: 1 }] });
  const code = await addPromoCode(db(), { amountOffCents: 500, maxUses: 1 });
  const first = await checkout(t, {
    email: 'slow@example.com',
    items: [line(shirt.productId, shirt.variantIds[0]!)],
    promoCode: code,
  });
  const { orderId } = first.json();
  expect(await promoCounts(db(), code)).toEqual({ uses: 0, held: 1 });
  await expire(orderId);
  await t.app.runRetention();
  expect(await orderRow(orderId)).toMatchObject({ status: 'expired' });
  expect(await stockOf(db(), shirt.productId)).toMatchObject({ variants: [{ reserved: 0, sold: 0 }] });
  expect(await promoCounts(db(), code)).toEqual({ uses: 0, held: 0 });

  // Someone else takes the last one; then the first buyer's payment arrives.
  const second = await checkout(t, {
    email: 'quick@example.com',
    items: [line(shirt.productId, shirt.variantIds[0]!)],
  });
  expect(second.statusCode).toBe(201);
  const h = handler();
  await h.deliver(orderId);
  await h.deliver(orderId);
  expect(await orderRow(orderId)).toMatchObject({ status: 'sale_failed', paymentIntentId: `pi_${orderId}` });
  expect(h.refunds).toEqual([expect.objectContaining({ paymentIntentId: `pi_${orderId}` })]);
  expect(h.sent).toEqual([
    expect.objectContaining({ to: 'slow@example.com', subject: 'Sale failed: your payment has been refunded' }),
  ]);
  expect(await stockOf(db(), shirt.productId)).toMatchObject({ variants: [{ reserved: 1, sold: 0 }] });
});

it('gives an expired order back on the next checkout, before the retention run', async () => {
  const pin = await addProduct(db(), { variants: [{ name: 'General', inventory: 1 }] });
  const first = await checkout(t, { email: 'gone@example.com', items: [line(pin.productId, pin.variantIds[0]!)] });
  await expire(first.json().orderId);
  const next = await checkout(t, { email: 'next@example.com', items: [line(pin.productId, pin.variantIds[0]!)] });
  expect(next.statusCode).toBe(201);
  expect(await orderRow(first.json().orderId)).toMatchObject({ status: 'expired' });
  expect(await stockOf(db(), pin.productId)).toMatchObject({ variants: [{ reserved: 1, sold: 0 }] });
});
