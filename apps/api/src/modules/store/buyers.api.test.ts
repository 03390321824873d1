import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyOrdersResponse } from '@cp/contracts/home';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, payLocal } from './checkout-test-support';

// Decision 0036, "buyers and identity": typing someone's email never spends, blocks or fills what
// that person may buy, nor puts an order on their home.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_HOLD_MAX_PER_BUYER: '10', CHECKOUT_HOLD_MAX_PER_ADDRESS: '5' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const lead = 'lead@illinois.edu';
const line = (product: { productId: string; variantIds: string[] }, quantity = 1) => ({
  productId: product.productId,
  variantId: product.variantIds[0]!,
  quantity,
});

const checkout = (payload: Record<string, unknown>, from: string, as?: string) =>
  t.request({ method: 'POST', url: '/api/v1/store/checkout', payload, remoteAddress: from, ...(as ? { as } : {}) });

const myOrders = async (username: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/me/orders', as: username })).json<MyOrdersResponse>().orders;

it("a signed-out buyer's holds under a person's email never block that person's own checkout", async () => {
  const hoodie = await addProduct(db(), { variants: [{ name: 'M', inventory: 50 }] });
  // Ten units (the bound of one buyer) from two addresses (five each, the bound of an address).
  for (const from of ['203.0.113.1', '203.0.113.4']) {
    const held = await checkout({ email: lead, items: [line(hoodie, 5)] }, from);
    expect(held.statusCode, held.body).toBe(201);
  }
  // The same typed email, signed out, is bounded as before.
  expect((await checkout({ email: lead, items: [line(hoodie, 1)] }, '203.0.113.2')).statusCode).toBe(409);

  const own = await checkout({ email: lead, items: [line(hoodie, 10)] }, '203.0.113.3', lead);
  expect(own.statusCode, own.body).toBe(201);
});

it("a signed-out buyer's orders never count against a person's per-person limit", async () => {
  const officer = 'officer@illinois.edu';
  const badge = await addProduct(db(), {
    variants: [{ name: 'Only', inventory: 10 }],
    limit: { type: 'PER_PRODUCT', max: 1 },
  });
  const bought = await checkout({ email: officer, items: [line(badge)] }, '203.0.113.10');
  expect((await payLocal(t, bought.json().checkoutUrl)).statusCode).toBe(200);

  const own = await checkout({ email: officer, items: [line(badge)] }, '203.0.113.11', officer);
  expect(own.statusCode, own.body).toBe(201);
  // The person's own limit still holds.
  const again = await checkout({ email: officer, items: [line(badge)] }, '203.0.113.12', officer);
  expect(again.statusCode).toBe(409);
});

it("puts on a person's home only the orders they made signed in", async () => {
  const mug = await addProduct(db(), { variants: [{ name: 'Mug', inventory: 10 }] });
  const planted = await checkout({ email: 'home@illinois.edu', items: [line(mug)] }, '203.0.113.20');
  expect(planted.statusCode).toBe(201);
  await payLocal(t, planted.json().checkoutUrl);
  const own = await checkout({ email: 'home@illinois.edu', items: [line(mug)] }, '203.0.113.21', 'home@illinois.edu');
  expect((await myOrders('home@illinois.edu')).map((order) => order.orderId)).toEqual([own.json().orderId]);
});

it('bounds the signed-out buyers of one address together, without counting them against a signed-in person there', async () => {
  const sticker = await addProduct(db(), { variants: [{ name: 'Sticker', inventory: 100 }] });
  const address = '203.0.113.30';
  for (const n of [1, 2, 3, 4, 5])
    expect((await checkout({ email: `guest${n}@example.com`, items: [line(sticker)] }, address)).statusCode).toBe(201);
  expect((await checkout({ email: 'guest6@example.com', items: [line(sticker)] }, address)).statusCode).toBe(429);
  const signedIn = await checkout(
    { email: 'campus@illinois.edu', items: [line(sticker, 2)] },
    address,
    'campus@illinois.edu',
  );
  expect(signedIn.statusCode, signedIn.body).toBe(201);
});
