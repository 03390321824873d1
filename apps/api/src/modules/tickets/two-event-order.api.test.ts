import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { QueuedScan } from '@cp/contracts/tickets';
import { events, storeOrderLines, storePurchases, ticketItems } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addTicketItem, addTickets } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A ticket product of a new event starting `inHours` from now. */
async function ticketOfEvent(title: string, inHours: number) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      title,
      description: 'A night out.',
      startsAt: new Date(Date.now() + inHours * 3_600_000),
      location: 'Illini Union Ballroom',
      host: 'A01',
    })
    .returning({ id: events.id });
  const item = await addTicketItem(t.database.db, { capacity: 10, sold: 1 });
  await t.database.db.update(ticketItems).set({ eventId: event!.id, name: title }).where(eq(ticketItems.id, item));
  return item;
}

/**
 * A cart's paid order holding a ticket to each event: the first's line as a single-item order
 * writes it, then a line of the second product in the same order.
 */
async function orderOfBoth(first: string, second: string) {
  const [orderId] = await addTickets(t.database.db, first, 1);
  await t.database.db.execute(sql`
    insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents)
    select ${orderId}, v.product_id, v.id, 1, 1500 from store_variants v where v.product_id = ${second} limit 1`);
  return orderId!;
}

const admittedItems = async (orderId: string) =>
  (await t.database.db.select().from(storePurchases).where(eq(storePurchases.id, orderId)))
    .filter((row) => row.fulfilled)
    .map((row) => row.itemId)
    .sort();

const checkIn = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/tickets/checkIn', as: demo.scanner, payload });

describe('a cart order holding tickets to two events, at the door (decision 0069)', () => {
  it('a scan that names no item admits the ticket of the event nearest now, and only it; the other stays valid', async () => {
    const tonight = await ticketOfEvent('Winter Formal', 2);
    const nextWeek = await ticketOfEvent('Spring Formal', 24 * 7);
    const orderId = await orderOfBoth(nextWeek, tonight);

    const first = await checkIn({ type: 'ticket', ticketId: orderId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().purchaserData.productId).toBe(tonight);
    expect(await admittedItems(orderId)).toEqual([tonight]);

    // The same scan again at tonight's door is refused; next week's ticket is not admitted by it.
    const again = await checkIn({ type: 'ticket', ticketId: orderId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been redeemed/);
    expect(await admittedItems(orderId)).toEqual([tonight]);

    // Next week's door names its item: the same code admits its ticket there, once.
    const there = await checkIn({ type: 'ticket', ticketId: orderId, itemId: nextWeek });
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json().purchaserData.productId).toBe(nextWeek);
    expect(await admittedItems(orderId)).toEqual([nextWeek, tonight].sort());
  });

  it('a scan naming its item admits that item only, and a code for another event is refused by name', async () => {
    const tonight = await ticketOfEvent('Game Night', 1);
    const later = await ticketOfEvent('Career Fair', 48);
    const other = await ticketOfEvent('Hackathon', 3);
    const orderId = await orderOfBoth(tonight, later);

    const scan = await checkIn({ type: 'ticket', ticketId: orderId, itemId: later });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(await admittedItems(orderId)).toEqual([later]);

    const wrongDoor = await checkIn({ type: 'ticket', ticketId: orderId, itemId: other });
    expect(wrongDoor.statusCode).toBe(400);
    expect(wrongDoor.json().message).toBe('This code is for Game Night, not the item scanned here.');
    expect(await admittedItems(orderId)).toEqual([later]);

    // The manual form (and 'Mark as Fulfilled') with its item, as the sales page sends it.
    const [line] = await t.database.db
      .select({ email: storePurchases.email })
      .from(storePurchases)
      .where(eq(storePurchases.id, orderId))
      .limit(1);
    const manual = await checkIn({ type: 'ticket', email: line!.email, stripePi: orderId, itemId: tonight });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await admittedItems(orderId)).toEqual([later, tonight].sort());
  });

  it("an offline upload admits the line of the list's item the device scanned against, only", async () => {
    const tonight = await ticketOfEvent('Movie Night', 1);
    const later = await ticketOfEvent('Banquet', 72);
    const orderId = await orderOfBoth(tonight, later);
    const scan: QueuedScan = {
      scanId: `two-event-${orderId}`,
      deviceId: 'door-phone',
      scannedAt: new Date(Date.now() + 1000).toISOString(),
      itemId: later,
      type: 'ticket',
      ticketId: orderId,
      deviceDecision: 'admitted',
    };
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/checkIn/batch',
      as: demo.scanner,
      payload: [scan],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].outcome).toBe('admitted');
    expect(await admittedItems(orderId)).toEqual([later]);
    const lines = await t.database.db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, orderId));
    expect(lines.filter((l) => l.fulfilledAt).map((l) => l.productId)).toEqual([later]);
  });
});
