import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localCheckouts, storeOrders } from '../../db/schema';
import type { MailMessage } from '../../plugins/mail/types';
import type { PaymentCompleted, Payments, RefundRequest } from '../../plugins/payments/types';
import { createTestApp, type TestApp } from '../../test/harness';
import { orderPaymentPurpose, storeOrderPurpose } from './apply-order-payment';
import { addProduct, nextAddress, payLocal, stockOf } from './checkout-test-support';

// Decision 0036, "late payments": a payment for an order whose hold ended passes the checks a new
// checkout passes, and a checkout session takes no payment after its hold.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const line = (product: { productId: string; variantIds: string[] }) => ({
  productId: product.productId,
  variantId: product.variantIds[0]!,
  quantity: 1,
});

/**
 * Time passes for every hold: each order's and each local session's end moves `minutes` into
 * the past, as if the clock had moved on (every check compares them with the database's now()).
 */
async function advance(minutes: number) {
  const by = sql`make_interval(mins => ${minutes})`;
  await db()
    .update(storeOrders)
    .set({ expiresAt: sql`${storeOrders.expiresAt} - ${by}`, createdAt: sql`${storeOrders.createdAt} - ${by}` });
  await db()
    .update(localCheckouts)
    .set({ expiresAt: sql`${localCheckouts.expiresAt} - ${by}` })
    .where(isNotNull(localCheckouts.expiresAt));
}

const checkoutAs = (email: string, items: unknown[], signedIn: boolean) =>
  t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload: { email, items },
    remoteAddress: nextAddress(),
    ...(signedIn ? { as: email } : {}),
  });

/** Three checkouts of a product limited to 1 per person, 35 minutes apart (each after the last expired). */
async function threeCheckouts(email: string, signedIn: boolean) {
  const product = await addProduct(db(), {
    variants: [{ name: 'One size', inventory: 10 }],
    limit: { type: 'PER_PRODUCT', max: 1 },
  });
  const started: { orderId: string; checkoutUrl: string }[] = [];
  for (let round = 0; round < 3; round++) {
    if (round > 0) await advance(35);
    const res = await checkoutAs(email, [line(product)], signedIn);
    expect(res.statusCode, res.body).toBe(201);
    started.push(res.json());
  }
  return { product, started };
}

const statuses = async (ids: string[]) => {
  const rows = await db().select().from(storeOrders).where(inArray(storeOrders.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.status);
};

it('ends the local checkout session with its hold: limit 1, three checkouts 35 minutes apart, all paid at the end', async () => {
  const { product, started } = await threeCheckouts('patient@illinois.edu', true);
  const [session] = await db()
    .select({ expiresAt: localCheckouts.expiresAt })
    .from(localCheckouts)
    .where(sql`${localCheckouts.metadata}->>'orderId' = ${started[2]!.orderId}`);
  const [order] = await db().select().from(storeOrders).where(eq(storeOrders.id, started[2]!.orderId));
  expect(session!.expiresAt).toEqual(order!.expiresAt);

  const answers = [];
  for (const { checkoutUrl } of started) answers.push(await payLocal(t, checkoutUrl));
  expect(answers.map((res) => res.statusCode)).toEqual([409, 409, 200]);
  expect(answers[0]!.json().message).toBe('This checkout has expired. Start a new checkout to buy.');
  const sessionId = new URL(started[0]!.checkoutUrl).pathname.split('/').pop()!;
  const page = await t.request({ method: 'GET', url: `/api/v1/payments/local/checkouts/${sessionId}` });
  expect(page.json().status).toBe('expired');
  expect(await statuses(started.map((s) => s.orderId))).toEqual(['expired', 'expired', 'paid']);
  expect((await stockOf(db(), product.productId)).product.sold).toBe(1);
});

/** The store's purpose with a provider and a mailer that record what they are asked, delivered as the webhook does. */
function provider() {
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
  const deliver = async (orderId: string) => {
    const [order] = await db().select().from(storeOrders).where(eq(storeOrders.id, orderId));
    const payment: PaymentCompleted = {
      eventId: `evt_${orderId}`,
      checkoutSessionId: `cs_${orderId}`,
      paymentLinkId: null,
      paymentIntentId: `pi_${orderId}`,
      amountTotalCents: order!.totalCents,
      currency: 'usd',
      customerEmail: order!.email,
      customerName: null,
      metadata: { purpose: storeOrderPurpose, orderId },
      actor: 'stripe',
    };
    const tasks: (() => Promise<void>)[] = [];
    await db().transaction((tx) => purpose.apply(tx, payment, { afterCommit: (task) => tasks.push(task) }));
    for (const task of tasks) await task();
  };
  return { deliver, refunds, sent };
}

it.each([
  ['signed in', true],
  ['signed out', false],
])('refunds late payments past the per-person limit with the sale-failed email (%s)', async (_label, signedIn) => {
  const email = signedIn ? 'outwait@illinois.edu' : 'outwait-guest@example.com';
  const { product, started } = await threeCheckouts(email, signedIn);
  const { deliver, refunds, sent } = provider();
  // The provider's sessions were all paid at the end; the events arrive now.
  for (const { orderId } of started) await deliver(orderId);

  const ids = started.map((s) => s.orderId);
  expect(await statuses(ids)).toEqual(['sale_failed', 'sale_failed', 'paid']);
  expect((await stockOf(db(), product.productId)).product).toEqual({ reserved: 1, sold: 1 });
  expect(refunds.map((refund) => refund.paymentIntentId)).toEqual([`pi_${ids[0]}`, `pi_${ids[1]}`]);
  const failed = sent.filter((message) => message.subject === 'Sale failed: your payment has been refunded');
  expect(failed.map((message) => message.to)).toEqual([email, email]);
  expect(failed[0]!.text).toContain('the most one person may buy');
  const [row] = await db().select().from(storeOrders).where(eq(storeOrders.id, ids[0]!));
  expect(row!.refundReason).toBe("Paid after its checkout expired, past the buyer's per-person limit.");
});
