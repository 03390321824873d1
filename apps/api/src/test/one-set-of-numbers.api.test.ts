import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyOrdersResponse, PickupWaitingResponse } from '@cp/contracts/home';
import { orderStatusWord, type LineItem, type Order, type ProductStats } from '@cp/contracts/store';
import type { ListSalesResponse } from '@cp/contracts/tickets';
import { paidMembers } from '../db/schema';
import { rowsOf } from '../db/rows';
import { releaseExpiredOrders } from '../modules/store';
import { addProduct, addPromoCode, nextAddress, payLocal, sentEmails } from '../modules/store/checkout-test-support';
import { expireOrders } from '../modules/tickets/test-support';
import { createTestApp, demo, type TestApp } from './harness';

// Issue 41, point 6: every count and amount of one product, computed from the ledger's tables,
// is exactly what the sales page, the product dashboard, the door badge, the home cards, the
// confirmation emails and the CSV exports show (decision 0067).

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-numbers-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const get = async <T>(url: string, as: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

async function order(product: { productId: string; variantIds: string[] }, buy: Record<string, unknown>) {
  const { as, pay = true, lines, ...payload } = buy as { as?: string; pay?: boolean; lines: [number, number][] };
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload: {
      ...payload,
      items: lines.map(([variant, quantity]) => ({
        productId: product.productId,
        variantId: product.variantIds[variant]!,
        quantity,
      })),
    },
    remoteAddress: nextAddress(),
    ...(as ? { as } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  if (pay) expect((await payLocal(t, res.json().checkoutUrl)).statusCode).toBeLessThan(400);
  return res.json().orderId as string;
}

const refund = async (orderId: string, releaseInventory: boolean) =>
  expect(
    (
      await t.request({
        method: 'POST',
        url: `/api/v1/store/admin/orders/${orderId}/refund`,
        as: demo.admin,
        payload: { justification: 'Asked for it', releaseInventory },
      })
    ).statusCode,
  ).toBeLessThan(300);

async function handOver(orderId: string, variantId?: string) {
  const found = await get<Order>(`/api/v1/store/admin/order/${orderId}`, demo.scanner);
  const lineItemIds = found.lineItems.filter((l) => !variantId || l.variantId === variantId).map((l) => l.lineItemId);
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/store/admin/orders/${orderId}/fulfill`,
    as: demo.scanner,
    payload: { lineItemIds },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

type Figure =
  | 'sold'
  | 'held'
  | 'pickedUp'
  | 'refundedUnits'
  | 'refundedLines'
  | 'paidLines'
  | 'gross'
  | 'discounts'
  | 'refunds'
  | 'net';

/** The ledger's own figures for one product, straight from its tables. */
async function ledger(productId: string) {
  const [row] = rowsOf<Record<Figure, number>>(
    await db().execute(sql`
      select
        coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0)::int as sold,
        coalesce(sum(l.quantity) filter (where o.status = 'pending' and o.expires_at > now()), 0)::int as held,
        coalesce(sum(l.quantity) filter (where o.status = 'paid' and l.fulfilled_at is not null), 0)::int as "pickedUp",
        coalesce(sum(l.quantity) filter (where o.status = 'refunded'), 0)::int as "refundedUnits",
        (count(*) filter (where o.status = 'refunded'))::int as "refundedLines",
        (count(*) filter (where o.status = 'paid'))::int as "paidLines",
        coalesce(sum(l.unit_price_cents * l.quantity) filter (where o.status in ('paid', 'refunded')), 0)::int as gross,
        coalesce(sum(l.discount_cents) filter (where o.status in ('paid', 'refunded')), 0)::int as discounts,
        coalesce(sum(l.unit_price_cents * l.quantity - l.discount_cents) filter (where o.status = 'refunded'), 0)::int
          as refunds,
        coalesce(sum(l.unit_price_cents * l.quantity - l.discount_cents) filter (where o.status = 'paid'), 0)::int as net
      from store_order_lines l join store_orders o on o.id = l.order_id
      where l.product_id = ${productId}`),
  );
  const orders = rowsOf<{ id: string; status: string; discount: number; total: number }>(
    await db().execute(sql`
      select o.id, o.status, o.discount_cents::int as discount, o.total_cents::int as total
      from store_orders o where exists (select 1 from store_order_lines l where l.order_id = o.id and l.product_id = ${productId})`),
  );
  return { ...row!, orders };
}

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);
const cents = (text: string | undefined, label: RegExp) => {
  const match = text?.match(new RegExp(`${label.source}[^\\n$]*\\$([0-9,]+\\.[0-9]{2})`));
  return match ? Math.round(Number(match[1]!.replace(/,/g, '')) * 100) : 0;
};

it('shows one set of numbers for one product on every surface', async () => {
  const shirt = await addProduct(db(), {
    variants: [
      { name: 'S', inventory: 20, priceCents: 1500, memberPriceCents: 1000 },
      { name: 'M', inventory: 20, priceCents: 1500, memberPriceCents: 1000 },
    ],
  });
  const small = shirt.variantIds[0]!;
  await db().insert(paidMembers).values({ netId: 'numbersmember', source: 'import' });
  const member = 'numbersmember@illinois.edu';
  const promo = await addPromoCode(db(), { percentOff: 50, productIds: [shirt.productId] });
  const saver = 'saver-numbers@example.com';

  const memberOrder = await order(shirt, { as: member, email: member, lines: [[0, 2]] });
  const promoOrder = await order(shirt, {
    as: saver,
    email: saver,
    promoCode: promo,
    lines: [
      [0, 1],
      [1, 1],
    ],
  });
  const restocked = await order(shirt, { email: 'restock@example.com', lines: [[1, 1]] });
  const kept = await order(shirt, { email: 'kept@example.com', lines: [[0, 2]] });
  const expired = await order(shirt, { email: 'late@example.com', pay: false, lines: [[1, 1]] });
  await order(shirt, { email: 'pending@example.com', pay: false, lines: [[0, 1]] });
  const collected = await order(shirt, { email: 'collected@example.com', lines: [[1, 1]] });
  const returned = await order(shirt, { email: 'returned@example.com', lines: [[0, 1]] });
  await refund(restocked, true);
  await refund(kept, false);
  await expireOrders(db(), [expired]);
  await releaseExpiredOrders(db());
  await handOver(promoOrder, small);
  await handOver(collected);
  await handOver(returned);
  await refund(returned, false);

  const want = await ledger(shirt.productId);
  // The seeding did what it says (so that the comparisons below compare something).
  expect(want).toMatchObject({ sold: 5, held: 1, pickedUp: 2, refundedUnits: 4, refundedLines: 3 });
  expect(want.discounts).toBeGreaterThan(0);
  expect(want.gross - want.discounts - want.refunds).toBe(want.net);

  // The sales page (GET /api/v1/tickets/{itemId}, its totals line).
  const sales = await get<ListSalesResponse>(
    `/api/v1/tickets/${shirt.productId}?type=merch&page=1&pageSize=50`,
    demo.admin,
  );
  expect(sales.totals).toEqual({
    purchases: want.paidLines,
    sold: want.sold,
    fulfilled: want.pickedUp,
    refunded: want.refundedLines,
    revenueCents: want.net,
  });

  // The product dashboard (totals per variant, sales per day).
  const stats = await get<ProductStats>(`/api/v1/store/admin/products/${shirt.productId}/stats`, demo.admin);
  expect(sum(stats.variants, (v) => v.sold)).toBe(want.sold);
  expect(sum(stats.variants, (v) => v.held)).toBe(want.held);
  expect(sum(stats.variants, (v) => v.revenueCents)).toBe(want.net);
  expect(sum(stats.salesByDay, (d) => d.quantity)).toBe(want.sold);
  expect(sum(stats.salesByDay, (d) => d.revenueCents)).toBe(want.net);

  // The door badge: admitted (handed over) of sold, in units as the sales page counts them.
  const door = await get<{ admitted: number; sold: number }>(
    `/api/v1/tickets/${shirt.productId}/door/count`,
    demo.scanner,
  );
  expect(door).toEqual({ admitted: want.pickedUp, sold: want.sold });

  // The home cards: each buyer's order card, and the officers' pickup list.
  for (const [buyer, orderId] of [
    [member, memberOrder],
    [saver, promoOrder],
  ] as const) {
    const ledgerOrder = want.orders.find((o) => o.id === orderId)!;
    const card = (await get<MyOrdersResponse>('/api/v1/me/orders', buyer)).orders.find((o) => o.orderId === orderId)!;
    expect({ total: card.total, discount: card.discount }).toEqual({
      total: ledgerOrder.total,
      discount: ledgerOrder.discount,
    });
    expect(sum(card.lines, (l) => l.unitPrice * l.quantity) - card.discount).toBe(card.total);
  }
  const pickup = await get<PickupWaitingResponse>('/api/v1/me/waiting/merchPickup', demo.scanner);
  const waiting = pickup.waiting.filter((w) => want.orders.some((o) => o.id === w.id));
  expect(waiting.map((w) => w.id).sort()).toEqual([memberOrder, promoOrder].sort());
  const waitingUnits = waiting.flatMap((w) => w.items).map((item) => Number(item.split(' × ')[0]));
  expect(sum(waitingUnits, (n) => n)).toBe(want.sold - want.pickedUp);

  // The confirmation emails: each paid order's discount and total as the ledger has them.
  const emails = await sentEmails(t, dataDir);
  for (const paid of want.orders.filter((o) => o.status === 'paid' || o.status === 'refunded')) {
    const email = emails.find((e) => e.text?.includes(paid.id) && /Total paid/.test(e.text ?? ''));
    expect(cents(email?.text, /Total paid/), paid.id).toBe(paid.total);
    expect(cents(email?.text, /Discount/), paid.id).toBe(paid.discount);
  }

  // The CSV exports: the sales page's rows (every purchase) and the dashboard's order lines.
  const all = await get<ListSalesResponse>(`/api/v1/tickets/${shirt.productId}?type=merch`, demo.admin);
  const keptPurchases = all.tickets.filter((p) => !p.refunded);
  expect(sum(keptPurchases, (p) => p.purchaserData.quantity)).toBe(want.sold);
  expect(sum(keptPurchases, (p) => p.amountCents)).toBe(want.net);
  expect(all.tickets.filter((p) => p.refunded).length).toBe(want.refundedLines);
  const { items } = await get<{ items: LineItem[] }>(`/api/v1/store/admin/orders/${shirt.productId}`, demo.admin);
  const paidLines = items.filter((l) => orderStatusWord(l) === 'paid');
  const money = (lines: LineItem[]) => sum(lines, (l) => l.unitPriceCents * l.quantity - l.discountCents);
  const refundedLines = items.filter((l) => orderStatusWord(l) === 'refunded');
  expect(sum([...paidLines, ...refundedLines], (l) => l.unitPriceCents * l.quantity)).toBe(want.gross);
  expect(sum([...paidLines, ...refundedLines], (l) => l.discountCents)).toBe(want.discounts);
  expect(money(paidLines)).toBe(want.net);
  expect(sum(paidLines, (l) => l.quantity)).toBe(want.sold);
  expect(money(refundedLines)).toBe(want.refunds);
  expect(sum(refundedLines, (l) => l.quantity)).toBe(want.refundedUnits);
});
