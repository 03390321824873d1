import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  addProduct,
  addPromoCode,
  checkout,
  ordersByStatus,
  payLocal,
  promoCounts,
  stockOf,
} from './checkout-test-support';

// Many checkouts at once (on PostgreSQL truly at once, each on a connection of its own): what is
// counted must come out exact whatever order they run in. No timing is asserted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const line = (productId: string, variantId: string, quantity = 1) => ({ productId, variantId, quantity });

it('sells exactly the last 10 units to 200 checkouts at once, across two variants and the product total', async () => {
  // 90 of 100 are gone; each size has more left (6 and 7) than the product's 10 together.
  const hoodie = await addProduct(db(), {
    capacity: 100,
    sold: 90,
    variants: [
      { name: 'S', inventory: 50, sold: 44 },
      { name: 'M', inventory: 50, sold: 43 },
      { name: 'L', inventory: 3, sold: 3 },
    ],
  });
  const [small, medium] = hoodie.variantIds as [string, string];
  const carts = [
    [line(hoodie.productId, small)],
    [line(hoodie.productId, medium)],
    [line(hoodie.productId, small), line(hoodie.productId, medium)],
  ];
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => checkout(t, { email: `rush${i}@example.com`, items: carts[i % 3]! })),
  );
  const held = answers.filter((res) => res.statusCode === 201).map((res) => res.json().orderId as string);
  const refused = answers.filter((res) => res.statusCode === 409);
  expect(held.length + refused.length).toBe(200);
  for (const res of refused) expect(res.json().name).toBe('ResourceConflictError');

  const units = answers.reduce((sum, res, i) => sum + (res.statusCode === 201 ? carts[i % 3]!.length : 0), 0);
  expect(units).toBe(10);
  const stock = await stockOf(db(), hoodie.productId);
  expect(stock.product).toEqual({ reserved: 100, sold: 90 });
  expect(stock.variants[0]!.reserved).toBeLessThanOrEqual(50);
  expect(stock.variants[1]!.reserved).toBeLessThanOrEqual(50);
  expect(stock.variants[0]!.reserved + stock.variants[1]!.reserved).toBe(44 + 43 + 10);
  expect((await ordersByStatus(db(), held)).every((order) => order.status === 'pending')).toBe(true);
});

it('holds a per-person limit of 2 across three orders of one buyer at once', async () => {
  const badge = await addProduct(db(), { variants: [{ name: 'General' }], limit: { type: 'PER_PRODUCT', max: 2 } });
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      checkout(t, { email: 'eager@example.com', items: [line(badge.productId, badge.variantIds[0]!)] }),
    ),
  );
  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 409]);
  expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(
    storeMessages.overLimit(`Product ${badge.productId} (General)`, 2),
  );
  expect((await stockOf(db(), badge.productId)).product.reserved).toBe(2);
});

it('uses a promo code of 5 uses exactly 5 times under 50 checkouts at once: held while open, used once paid', async () => {
  const scarf = await addProduct(db(), { variants: [{ name: 'General', inventory: 100 }] });
  const code = await addPromoCode(db(), { percentOff: 20, maxUses: 5 });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      checkout(t, {
        email: `coupon${i}@example.com`,
        items: [line(scarf.productId, scarf.variantIds[0]!)],
        promoCode: code,
      }),
    ),
  );
  const held = answers.filter((res) => res.statusCode === 201);
  expect(held).toHaveLength(5);
  for (const res of answers.filter((r) => r.statusCode !== 201))
    expect(res.json()).toMatchObject({ name: 'ResourceConflictError', message: storeMessages.promoUsedUp });
  expect(await promoCounts(db(), code)).toEqual({ uses: 0, held: 5 });
  expect((await stockOf(db(), scarf.productId)).product.reserved).toBe(5);

  await Promise.all(held.map((res) => payLocal(t, res.json().checkoutUrl)));
  expect(await promoCounts(db(), code)).toEqual({ uses: 5, held: 0 });
  const orders = await ordersByStatus(
    db(),
    held.map((res) => res.json().orderId),
  );
  expect(orders.map((order) => [order.status, order.totalCents])).toEqual(Array(5).fill(['paid', 1200]));
  expect(
    (
      await checkout(t, {
        email: 'late@example.com',
        items: [line(scarf.productId, scarf.variantIds[0]!)],
        promoCode: code,
      })
    ).statusCode,
  ).toBe(409);
});
