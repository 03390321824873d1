import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { addProduct, stockOf } from './checkout-test-support';
import { holdStock, type StockLine } from './stock-repository';

// A cart of several variants is held in one statement (decision 0068): what it holds and which
// line it refuses must be what the updates one by one held and refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const line = (productId: string, variantId: string, quantity = 1): StockLine => ({ productId, variantId, quantity });

/** Holds `lines` in a transaction that is rolled back when refused, as a checkout's is. */
async function hold(lines: StockLine[]) {
  const refusal = await db()
    .transaction(async (tx) => {
      const refused = await holdStock(tx, lines);
      if (refused) throw refused;
    })
    .then(
      () => undefined,
      (refused: unknown) => refused,
    );
  return refusal;
}

it('holds every variant and every product total of a cart of several variants', async () => {
  const shirt = await addProduct(db(), { capacity: 10, variants: [{ name: 'S', inventory: 5 }, { name: 'M' }] });
  const sticker = await addProduct(db(), { variants: [{ name: 'General', inventory: 3 }] });
  const cart = [
    line(shirt.productId, shirt.variantIds[0]!, 2),
    line(sticker.productId, sticker.variantIds[0]!),
    line(shirt.productId, shirt.variantIds[1]!),
    line(shirt.productId, shirt.variantIds[0]!),
  ];
  expect(await hold(cart)).toBeUndefined();
  expect(await stockOf(db(), shirt.productId)).toEqual({
    product: { reserved: 4, sold: 0 },
    variants: [
      { reserved: 3, sold: 0 },
      { reserved: 1, sold: 0 },
    ],
  });
  expect((await stockOf(db(), sticker.productId)).product).toEqual({ reserved: 1, sold: 0 });
});

it('names the first line it cannot hold, a variant before a product total, and holds nothing', async () => {
  const shirt = await addProduct(db(), {
    capacity: 4,
    sold: 1,
    variants: [
      { name: 'S', inventory: 5 },
      { name: 'M', inventory: 2, sold: 1 },
    ],
  });
  const [small, medium] = shirt.variantIds as [string, string];
  const untouched = {
    product: { reserved: 1, sold: 1 },
    variants: [
      { reserved: 0, sold: 0 },
      { reserved: 1, sold: 1 },
    ],
  };
  // M has one left: two of it are refused, naming M, though S and the total have room.
  expect(await hold([line(shirt.productId, small), line(shirt.productId, medium, 2)])).toEqual({
    productId: shirt.productId,
    variantId: medium,
    left: 1,
  });
  expect(await stockOf(db(), shirt.productId)).toEqual(untouched);
  // Each variant has room, the product's total (3 left) does not.
  expect(await hold([line(shirt.productId, small, 3), line(shirt.productId, medium)])).toEqual({
    productId: shirt.productId,
    variantId: null,
    left: 3,
  });
  expect(await stockOf(db(), shirt.productId)).toEqual(untouched);
});
