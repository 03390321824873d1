import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, storePurchases } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addMerchItem, addTicketItem, addTickets, changePurchases } from './test-support';
import { recordPaidItemOrders } from '../store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const errorOf = (name: string, id: number) => ({ error: true, id, name, message: expect.any(String) });
const checkIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/tickets/checkIn', as: demo.scanner, payload, headers });

describe('items', () => {
  it('creates, lists, edits and toggles sales of items, audited', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/items',
      as: demo.admin,
      payload: {
        type: 'ticket',
        itemName: 'Spring Formal',
        priceDollars: { member: 10, nonMember: 15.5 },
        eventCapacity: 50,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toEqual({
      itemId: expect.stringMatching(/^spring-formal-[0-9a-f]{6}$/),
      itemName: 'Spring Formal',
      itemSalesActive: false,
      priceDollars: { member: 10, nonMember: 15.5 },
      eventCapacity: 50,
      ticketsSold: 0,
    });
    const opens = '2030-01-02T03:04:05.000Z';
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/v1/tickets/${item.itemId}`,
      as: demo.admin,
      payload: { itemSalesActive: opens, type: 'ticket' },
    });
    expect(patched.json().itemSalesActive).toBe(opens);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/v1/tickets/items/${item.itemId}`,
      as: demo.admin,
      payload: {
        type: 'ticket',
        itemName: 'Spring Gala',
        priceDollars: { member: 12, nonMember: 18 },
        eventCapacity: 60,
        itemSalesActive: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ itemName: 'Spring Gala', eventCapacity: 60 });
    const list = await t.request({ method: 'GET', url: '/api/v1/tickets', as: demo.scanner });
    expect(list.json().tickets).toContainEqual(
      expect.objectContaining({ itemId: item.itemId, itemName: 'Spring Gala' }),
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'tickets'), eq(auditLog.target, item.itemId)));
    expect(audits).toHaveLength(3);
  });

  it('refuses a patch of the wrong type or an unknown item with 404, and a capacity under the tickets sold with 409', async () => {
    const id = await addTicketItem(t.database.db, { capacity: 10, sold: 8 });
    const wrong = await t.request({
      method: 'PATCH',
      url: `/api/v1/tickets/${id}`,
      as: demo.admin,
      payload: { itemSalesActive: false, type: 'merch' },
    });
    expect(wrong.json()).toEqual(errorOf('NotFoundError', 103));
    const lower = await t.request({
      method: 'PUT',
      url: `/api/v1/tickets/items/${id}`,
      as: demo.admin,
      payload: { type: 'ticket', itemName: 'x', priceDollars: { member: 1, nonMember: 1 }, eventCapacity: 7 },
    });
    expect(lower.statusCode).toBe(409);
  });

  it('requires a capacity for tickets', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/items',
      as: demo.admin,
      payload: { type: 'ticket', itemName: 'No cap', priceDollars: { member: 1, nonMember: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Capacity is required for tickets');
  });
});

describe('check-in', () => {
  it('admits a ticket once, then refuses with 109 saying when and by whom', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 10 });
    const [ticketId] = await addTickets(t.database.db, item, 1);
    const first = await checkIn({ type: 'ticket', ticketId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      valid: true,
      type: 'ticket',
      ticketId,
      purchaserData: { email: 'buyer0@example.com', productId: item, quantity: 1 },
    });
    const second = await checkIn({ type: 'ticket', ticketId });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(errorOf('TicketNotValidError', 109));
    expect(second.json().message).toMatch(/already been redeemed: first admitted .* by scanner@illinois\.edu/);
  });

  it('refuses an unknown ticket with 108 and creates nothing', async () => {
    const before = await t.database.db.$count(storePurchases);
    const res = await checkIn({ type: 'ticket', ticketId: 'f'.repeat(32) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorOf('TicketNotFoundError', 108));
    expect(await t.database.db.$count(storePurchases)).toBe(before);
  });

  it('refuses a refunded ticket with 109 saying so', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 10 });
    const [ticketId] = await addTickets(t.database.db, item, 1);
    await changePurchases(t.database.db, [ticketId!], { refunded: true });
    const res = await checkIn({ type: 'ticket', ticketId });
    expect(res.json()).toEqual({
      ...errorOf('TicketNotValidError', 109),
      message: 'Ticket was refunded and is not valid.',
    });
  });

  it('returns the first answer to a retry with the same Idempotency-Key', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 10 });
    const [ticketId] = await addTickets(t.database.db, item, 1);
    const headers = { 'idempotency-key': 'door-1-scan-42' };
    const first = await checkIn({ type: 'ticket', ticketId }, headers);
    const retry = await checkIn({ type: 'ticket', ticketId }, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await checkIn({ type: 'ticket', ticketId }, { 'idempotency-key': 'door-1-scan-43' });
    expect(other.json()).toEqual(errorOf('TicketNotValidError', 109));
    const misuse = await checkIn({ type: 'ticket', ticketId: 'a'.repeat(32) }, headers);
    expect(misuse.json()).toEqual(errorOf('ValidationError', 104));
  });

  it('marks merchandise fulfilled through the manual form, by payment id and email in any case', async () => {
    const item = await addMerchItem(t.database.db);
    await recordPaidItemOrders(t.database.db, [
      {
        id: 'pi_merch_manual',
        itemId: item,
        email: 'Buyer@Example.com',
        quantity: 2,
        size: 'M',
        paymentIntentId: 'pi_merch_manual',
        amountCents: 4000,
      },
    ]);
    const res = await checkIn({ type: 'merch', email: 'buyer@example.com', stripePi: 'pi_merch_manual' });
    expect(res.json()).toEqual({
      valid: true,
      type: 'merch',
      ticketId: 'pi_merch_manual',
      purchaserData: { email: 'Buyer@Example.com', productId: item, quantity: 2, size: 'M' },
    });
    const wrongEmail = await checkIn({ type: 'merch', email: 'other@example.com', stripePi: 'pi_merch_manual' });
    expect(wrongEmail.json()).toEqual(errorOf('TicketNotFoundError', 108));
    const sales = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}?type=merch`, as: demo.admin });
    expect(sales.json().tickets).toEqual([
      expect.objectContaining({ ticketId: 'pi_merch_manual', fulfilled: true, refunded: false, valid: true }),
    ]);
  });
});

describe('demo data', () => {
  it('has a ticketed event and merchandise with sizes, with valid, fulfilled and refunded purchases the scanner can scan', async () => {
    const items = (await t.request({ method: 'GET', url: '/api/v1/tickets', as: demo.scanner })).json();
    expect(items.tickets).toContainEqual(
      expect.objectContaining({ itemId: 'spring-formal-demo', eventCapacity: 150, ticketsSold: 5 }),
    );
    expect(items.merch).toContainEqual(
      expect.objectContaining({ itemId: 'chapter-tshirt-demo', sizes: ['S', 'M', 'L', 'XL'] }),
    );
    const merch = (
      await t.request({ method: 'GET', url: '/api/v1/tickets/chapter-tshirt-demo?type=merch', as: demo.admin })
    ).json();
    const states = merch.tickets.map((p: { refunded: boolean; fulfilled: boolean }) => [p.refunded, p.fulfilled]);
    expect(states).toEqual(
      expect.arrayContaining([
        [false, false],
        [false, true],
        [true, false],
      ]),
    );
    const ok = await checkIn({ type: 'merch', email: 'shirt.fan@example.com', stripePi: 'pi_demo_merch_2' });
    expect(ok.json()).toMatchObject({ valid: true, purchaserData: { size: 'L', quantity: 2 } });
  });
});
