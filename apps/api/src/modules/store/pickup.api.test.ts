import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, directoryUsers, storeOrderLines } from '../../db/schema';
import type { Order } from '@cp/contracts/store';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addOrder, addProduct } from './admin-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type FoundOrder = { orderId: string; buyerName: string | null; status: string };
const find = async (q: string, as: string = demo.scanner) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/store/admin/orders?q=${encodeURIComponent(q)}`, as });
  return { status: res.statusCode, ids: ((res.json().orders ?? []) as FoundOrder[]).map((o) => o.orderId), res };
};
const read = async (orderId: string): Promise<Order> =>
  (await t.request({ method: 'GET', url: `/api/v1/store/admin/order/${orderId}`, as: demo.scanner })).json();
const fulfill = (orderId: string, lineItemIds: string[], as: string = demo.scanner) =>
  t.request({ method: 'POST', url: `/api/v1/store/admin/orders/${orderId}/fulfill`, as, payload: { lineItemIds } });

/** A buyer of their own (a directory person, so a name to find them by) with a paid two-line order. */
async function buyerWithOrder() {
  const tag = randomBytes(4).toString('hex');
  const email = `pick-${tag}@example.com`;
  await t.database.db
    .insert(directoryUsers)
    .values({ username: email, mail: email, givenName: 'Quinn', surname: `Pickwick${tag}`, displayName: null });
  const { id, variantIds } = await addProduct(t.database.db);
  const order = await addOrder(
    t.database.db,
    [
      { productId: id, variantId: variantIds[0]!, quantity: 2 },
      { productId: id, variantId: variantIds[1]!, quantity: 1 },
    ],
    { email: email.toUpperCase() },
  );
  return { ...order, email, surname: `Pickwick${tag}`, productName: `Hoodie ${id}` };
}

describe('finding an order at the pickup table', () => {
  it('finds it as a scanner by its number, the number’s start, the email or the name, with the buyer’s name', async () => {
    const order = await buyerWithOrder();
    const hex = order.id.slice(4);
    for (const q of [order.id, order.id.toUpperCase(), hex.slice(0, 8), `ord_${hex.slice(0, 10)}`]) {
      expect((await find(q)).ids, q).toEqual([order.id]);
    }
    expect((await find(order.email)).ids).toEqual([order.id]);
    expect((await find(order.email.slice(0, 12))).ids).toContain(order.id);
    const byName = await find(`quinn ${order.surname}`);
    expect(byName.status).toBe(200);
    expect(byName.ids).toEqual([order.id]);
    expect(byName.res.json().orders[0]).toMatchObject({ buyerName: `Quinn ${order.surname}`, status: 'ACTIVE' });
    expect((await find(order.surname.toUpperCase())).ids).toEqual([order.id]);
    expect((await find('no-such-buyer-anywhere')).ids).toEqual([]);
  });

  it('finds refunded orders (to say so) but never an unpaid cart, and takes a % or _ literally', async () => {
    const { id, variantIds } = await addProduct(t.database.db);
    const pending = await addOrder(t.database.db, [{ productId: id, variantId: variantIds[0]!, quantity: 1 }], {
      status: 'pending',
      email: 'cart-only@example.com',
    });
    expect((await find(pending.id)).ids).toEqual([]);
    expect((await find('cart-only@example.com')).ids).toEqual([]);
    expect((await find('%%%')).ids).toEqual([]);
    expect((await find('_@_')).ids).toEqual([]);
    const refunded = await buyerWithOrder();
    await t.request({
      method: 'POST',
      url: `/api/v1/store/admin/orders/${refunded.id}/refund`,
      as: demo.admin,
      payload: { justification: 'Changed their mind', releaseInventory: true },
    });
    expect((await find(refunded.id)).res.json().orders).toEqual([
      expect.objectContaining({ orderId: refunded.id, status: 'REFUNDED' }),
    ]);
  });

  it('is for scanners and managers: a member is refused, a query under 3 characters is 400', async () => {
    const order = await buyerWithOrder();
    expect((await find(order.id, demo.admin)).ids).toEqual([order.id]);
    expect((await find(order.id, demo.member)).status).toBe(403);
    expect((await find('ab')).status).toBe(400);
  });
});

describe('handing an order over', () => {
  it('hands over some lines, then the rest; a second hand-over is refused with who and when, changing nothing', async () => {
    const order = await buyerWithOrder();
    const first = await fulfill(order.id, [order.lineIds[1]!]);
    expect(first.statusCode).toBe(204);
    const line = async (id: string) => (await read(order.id)).lineItems.find((l) => l.lineItemId === id);
    expect(await line(order.lineIds[1]!)).toMatchObject({ isFulfilled: true, fulfilledBy: 'Sam Scanner' });
    expect(await line(order.lineIds[0]!)).toMatchObject({ isFulfilled: false });
    expect((await line(order.lineIds[0]!))!.fulfilledBy).toBeUndefined();

    // A manager with a stale page asks for both lines: refused whole, naming the scanner and the time.
    const again = await fulfill(order.id, order.lineIds, demo.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      new RegExp(
        `^1 × ${order.productName} \\(M\\) was already handed over [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}.(AM|PM) \\(Central Time\\) by Sam Scanner\\.$`,
      ),
    );
    const open = await t.database.db.select().from(storeOrderLines).where(eq(storeOrderLines.id, order.lineIds[0]!));
    expect(open[0]).toMatchObject({ fulfilledAt: null, fulfilledBy: null });

    const rest = await fulfill(order.id, [order.lineIds[0]!], demo.admin);
    expect(rest.statusCode).toBe(204);
    expect(await line(order.lineIds[0]!)).toMatchObject({ isFulfilled: true, fulfilledBy: 'Ada Admin' });
    const third = await fulfill(order.id, [order.lineIds[0]!]);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain(`2 × ${order.productName} (S) was already handed over`);
    expect(third.json().message).toMatch(/by Ada Admin\.$/);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'store'), eq(auditLog.target, order.id)));
    expect(audits).toHaveLength(2);
  });

  it('hands a line over once when two volunteers hand it over at the same moment', async () => {
    const order = await buyerWithOrder();
    const answers = await Promise.all([demo.scanner, demo.admin].map((as) => fulfill(order.id, order.lineIds, as)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json().message as string;
    const lines = (await read(order.id)).lineItems;
    const by = lines[0]!.fulfilledBy!;
    expect(['Sam Scanner', 'Ada Admin']).toContain(by);
    expect(lines.every((l) => l.fulfilledBy === by)).toBe(true);
    expect(refused).toMatch(new RegExp(`by ${by}\\.$`));
  });

  it('refuses a refunded order by its state, and hand-over by a member', async () => {
    const order = await buyerWithOrder();
    expect((await fulfill(order.id, order.lineIds, demo.member)).statusCode).toBe(403);
    await t.request({
      method: 'POST',
      url: `/api/v1/store/admin/orders/${order.id}/refund`,
      as: demo.admin,
      payload: { justification: 'Cancelled by the buyer', releaseInventory: false },
    });
    const refused = await fulfill(order.id, order.lineIds);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is refunded: only a paid order is handed out.');
  });
});
