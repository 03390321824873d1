import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { storeVariants, ticketItems } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { applyTicketPayment } from './apply-payment';
import { startCheckout, type StoreDeps } from './store';
import { fakeMailer, fakePayments, paymentFor } from './test-support';

// The spec's ticket routes on the tables issue 25 made of theirs: items are products, and every
// write through the old routes keeps the product's variants in step.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const variantsOf = (productId: string) =>
  t.database.db
    .select()
    .from(storeVariants)
    .where(eq(storeVariants.productId, productId))
    .orderBy(asc(storeVariants.position));
const createItem = async (payload: Record<string, unknown>) => {
  const created = await t.request({ method: 'POST', url: '/api/v1/tickets/items', as: demo.admin, payload });
  expect(created.statusCode).toBe(201);
  return created.json().itemId as string;
};

function buyer() {
  const payments = fakePayments();
  const mail = fakeMailer();
  const deps: StoreDeps = {
    db: t.database.db,
    payments: payments.payments,
    isPaidMember: async () => false,
    emailDomain: 'illinois.edu',
    publicUrl: 'http://localhost:8080',
    holdLimits: { perBuyer: 10, perAddress: 30 },
  };
  const buy = async (itemId: string, quantity: number, size?: 'S' | 'M') => {
    const origin = { actor: undefined, clientAddress: '203.0.113.7' };
    await startCheckout(deps, itemId, { email: 'old.route@example.com', quantity, size }, origin);
    const payment = paymentFor(payments.sessions.at(-1)!, payments.sessions.length);
    const handlerDeps = { payments: () => payments.payments, mailer: () => mail.mailer };
    await t.database.db.transaction((tx) => applyTicketPayment(handlerDeps, tx, payment, { afterCommit: () => {} }));
  };
  return { buy };
}

describe('the ticket routes on the store tables', () => {
  it('answer as before for a ticket, and keep its one General variant in step through edits and a purchase', async () => {
    const id = await createItem({
      type: 'ticket',
      itemName: 'Old Gala',
      priceDollars: { member: 10, nonMember: 15 },
      eventCapacity: 40,
      itemSalesActive: true,
    });
    expect(await variantsOf(id)).toMatchObject([
      { name: 'General', memberPriceCents: 1000, nonMemberPriceCents: 1500, reserved: 0, sold: 0 },
    ]);
    await buyer().buy(id, 3);
    const list = await t.request({ method: 'GET', url: '/api/v1/tickets', as: demo.scanner });
    expect(list.json().tickets).toContainEqual(
      expect.objectContaining({ itemId: id, itemName: 'Old Gala', eventCapacity: 40, ticketsSold: 3 }),
    );
    const page = await t.request({ method: 'GET', url: `/api/v1/store/${id}` });
    expect(page.json()).toMatchObject({ onSale: true, type: 'ticket', remaining: 37 });
    const [general] = await variantsOf(id);
    expect(general).toMatchObject({ reserved: 3, sold: 3 });
    await t.request({
      method: 'PUT',
      url: `/api/v1/tickets/items/${id}`,
      as: demo.admin,
      payload: {
        type: 'ticket',
        itemName: 'Old Gala',
        priceDollars: { member: 12, nonMember: 18 },
        eventCapacity: 50,
        itemSalesActive: true,
      },
    });
    expect(await variantsOf(id)).toMatchObject([{ id: general!.id, memberPriceCents: 1200, reserved: 3, sold: 3 }]);
    const products = await t.request({ method: 'GET', url: '/api/v1/store/products' });
    expect(products.json().products).toContainEqual(
      expect.objectContaining({
        productId: id,
        totalInventoryCount: 50,
        remaining: 47,
        variants: [expect.objectContaining({ variantId: general!.id, name: 'General', memberPriceCents: 1200 })],
      }),
    );
  });

  it('keep one variant per size of merchandise, counting a purchase on its size and keeping a sold size closed', async () => {
    const merch = { type: 'merch', itemName: 'Old Shirt', priceDollars: { member: 15, nonMember: 20 } };
    const id = await createItem({ ...merch, sizes: ['S', 'M'], itemSalesActive: true });
    await buyer().buy(id, 2, 'M');
    expect(await variantsOf(id)).toMatchObject([
      { name: 'S', sold: 0 },
      { name: 'M', reserved: 2, sold: 2 },
    ]);
    const before = await variantsOf(id);
    await t.request({
      method: 'PUT',
      url: `/api/v1/tickets/items/${id}`,
      as: demo.admin,
      payload: { ...merch, sizes: ['L', 'S'], itemSalesActive: true },
    });
    const after = await variantsOf(id);
    expect(after.map((v) => [v.name, v.position, v.closeAt === null])).toEqual([
      ['L', 0, true],
      ['S', 1, true],
      ['M', 2, false],
    ]);
    expect(after.find((v) => v.name === 'S')!.id).toBe(before[0]!.id);
    const page = await t.request({ method: 'GET', url: `/api/v1/store/${id}` });
    expect(page.json()).toMatchObject({ type: 'merch', sizes: ['L', 'S'] });
    const [item] = await t.database.db.select().from(ticketItems).where(eq(ticketItems.id, id));
    expect(item!.sold).toBe(2);
  });
});
