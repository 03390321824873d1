import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storePurchases } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addTicketItem, addTickets, changePurchases } from './test-support';

let t: TestApp;
let item: string;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  item = await addTicketItem(t.database.db, { capacity: 100 });
  ids = await addTickets(t.database.db, item, 23);
  // Two refunded, three fulfilled: the totals count the whole item whatever the page or search.
  await changePurchases(t.database.db, ids.slice(0, 2), { refunded: true });
  await changePurchases(t.database.db, ids.slice(2, 5), { fulfilled: true });
});
afterAll(async () => t.close());

const sales = (query: string) =>
  t.request({ method: 'GET', url: `/api/v1/tickets/${item}?type=ticket&${query}`, as: demo.admin });

describe('sales, one page at a time', () => {
  it('gives a page, the count and the totals of the whole item', async () => {
    const first = await sales('page=1&pageSize=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.tickets).toHaveLength(10);
    expect(body.page).toEqual({ total: 23, page: 1, pageSize: 10 });
    expect(body.totals).toEqual({ purchases: 21, sold: 21, fulfilled: 3, refunded: 2, revenueCents: 21 * 1500 });
    const last = (await sales('page=3&pageSize=10')).json();
    expect(last.tickets).toHaveLength(3);
    const seen = new Set([...body.tickets, ...(await sales('page=2&pageSize=10')).json().tickets, ...last.tickets]);
    expect([...seen].map((p) => p.ticketId).sort()).toEqual([...ids].sort());
  });

  it('searches email, ticket id and status on the server', async () => {
    const byEmail = (await sales('page=1&pageSize=25&q=BUYER1')).json();
    // buyer1 and buyer10..buyer19
    expect(byEmail.page.total).toBe(11);
    expect(byEmail.tickets).toHaveLength(11);
    const byStatus = (await sales('page=1&pageSize=25&q=refunded')).json();
    expect(byStatus.tickets.map((p: { ticketId: string }) => p.ticketId).sort()).toEqual(ids.slice(0, 2).sort());
    const byId = (await sales(`page=1&q=${ids[7]}`)).json();
    expect(byId.page.total).toBe(1);
    expect(byId.totals.purchases).toBe(21);
    const none = (await sales('page=1&q=%25')).json();
    expect(none.page.total).toBe(0);
  });

  it('still gives every purchase to a client that asks for no page', async () => {
    const all = (await sales('')).json();
    expect(all.tickets).toHaveLength(23);
    expect(all.page).toBeUndefined();
  });

  it('refuses a page size over 100', async () => {
    expect((await sales('page=1&pageSize=101')).statusCode).toBe(400);
    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows).toHaveLength(23);
  });
});
