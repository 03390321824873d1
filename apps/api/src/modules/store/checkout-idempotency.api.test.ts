import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { storeOrderLines, storeOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, nextAddress, stockOf } from './checkout-test-support';

// The cart's checkout with an Idempotency-Key (decision 0066): a POST sent again (the cart's retry,
// or nginx resending it to the other instance when the first died) holds nothing more.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const post = (payload: Record<string, unknown>, key: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload,
    remoteAddress,
    headers: { 'idempotency-key': key },
  });

async function cartOf(seats = 5) {
  const { productId, variantIds } = await addProduct(db(), { capacity: seats, variants: [{ name: 'General' }] });
  const body = (email: string) => ({ email, items: [{ productId, variantId: variantIds[0]!, quantity: 1 }] });
  const ordersOf = async () =>
    db()
      .selectDistinct({ id: storeOrders.id, status: storeOrders.status })
      .from(storeOrders)
      .innerJoin(storeOrderLines, eq(storeOrderLines.orderId, storeOrders.id))
      .where(eq(storeOrderLines.productId, productId));
  return { productId, body, ordersOf };
}

it('answers a checkout sent again with the same key with the first answer, and holds one seat', async () => {
  const cart = await cartOf();
  const first = await post(cart.body('ana@example.com'), 'key-again');
  const again = await post(cart.body('ana@example.com'), 'key-again');
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await cart.ordersOf()).toHaveLength(1);
  expect((await stockOf(db(), cart.productId)).product.reserved).toBe(1);
});

it('holds one seat for the same key sent five times at once', async () => {
  const cart = await cartOf();
  const answers = await Promise.all(Array.from({ length: 5 }, () => post(cart.body('bo@example.com'), 'key-at-once')));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
  expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
  expect(new Set(answers.map((a) => a.json().checkoutUrl)).size).toBe(1);
  expect((await stockOf(db(), cart.productId)).product.reserved).toBe(1);
});

it('refuses the same key with another cart or email, and holds nothing for it', async () => {
  const cart = await cartOf();
  expect((await post(cart.body('cy@example.com'), 'key-reused')).statusCode).toBe(201);
  const other = await post(cart.body('dee@example.com'), 'key-reused');
  expect(other.statusCode).toBe(409);
  expect(other.json().message).toBe(storeMessages.idempotencyKeyReused);
  expect(await cart.ordersOf()).toHaveLength(1);
  // Another key is another checkout.
  expect((await post(cart.body('dee@example.com'), 'key-other')).statusCode).toBe(201);
  expect((await stockOf(db(), cart.productId)).product.reserved).toBe(2);
});

it('answers with the order a first attempt held but never answered (its instance died), holding no second', async () => {
  const cart = await cartOf();
  const first = await post(cart.body('eve@example.com'), 'key-died');
  // As if the instance died between the hold's commit and keeping its answer.
  await db().execute(sql`update idempotent_requests set response = null where key = 'key-died'`);
  const resent = await post(cart.body('eve@example.com'), 'key-died');
  expect(resent.statusCode).toBe(201);
  expect(resent.json()).toMatchObject({ orderId: first.json().orderId, checkoutUrl: first.json().checkoutUrl });
  expect(await cart.ordersOf()).toHaveLength(1);
  expect((await stockOf(db(), cart.productId)).product.reserved).toBe(1);
});

it('holds under the claimed order id when a first attempt claimed the key but held nothing', async () => {
  const cart = await cartOf();
  const body = cart.body('flo@example.com');
  // A first attempt that claimed the key and died before its hold: the retry holds, once.
  const first = await post(body, 'key-no-hold');
  await db().delete(storeOrderLines).where(eq(storeOrderLines.orderId, first.json().orderId));
  await db().delete(storeOrders).where(eq(storeOrders.id, first.json().orderId));
  await db().execute(sql`update idempotent_requests set response = null where key = 'key-no-hold'`);
  await db().execute(sql`update store_products set reserved = 0 where id = ${cart.productId}`);
  await db().execute(sql`update store_variants set reserved = 0 where product_id = ${cart.productId}`);
  const resent = await post(body, 'key-no-hold');
  expect(resent.statusCode).toBe(201);
  expect(resent.json().orderId).toBe(first.json().orderId);
  expect(await cart.ordersOf()).toHaveLength(1);
  expect((await stockOf(db(), cart.productId)).product.reserved).toBe(1);
});
