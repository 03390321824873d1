import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { completedPayments, events, ticketItems } from '../../db/schema';
import { demoEventIds } from '../events';
import { addItemVariantsWhereMissing, recordPaidItemOrders, type PaidItemOrder } from '../store';

const opened = new Date('2025-01-01T06:00:00Z');

/**
 * The demo's ticket products name the demo events they admit to, so that a ticket's card and
 * wallet pass say when and where (issue 40, finding 13). A demo seeded before they did gets the
 * link too, where its event is there and the product names none.
 */
const ticketEvents = {
  'spring-formal-demo': demoEventIds.springFormal,
  'hackathon-kickoff-demo': demoEventIds.hackIllinoisKickoff,
};

async function linkDemoTicketEvents(db: Db) {
  for (const [itemId, eventId] of Object.entries(ticketEvents)) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (event)
      await db
        .update(ticketItems)
        .set({ eventId })
        .where(and(eq(ticketItems.id, itemId), isNull(ticketItems.eventId)));
  }
}

/** Demo items and purchases (fixed ids, so seeding again changes nothing). */
export async function seedDemoTickets(db: Db): Promise<void> {
  const inserted = await db
    .insert(ticketItems)
    .values([
      {
        id: 'spring-formal-demo',
        type: 'ticket',
        name: 'Spring Formal',
        memberPriceCents: 1500,
        nonMemberPriceCents: 2500,
        capacity: 150,
        reserved: 5,
        sold: 5,
        salesOpenAt: opened,
      },
      {
        id: 'hackathon-kickoff-demo',
        type: 'ticket',
        name: 'Hackathon Kickoff Dinner',
        memberPriceCents: 0,
        nonMemberPriceCents: 500,
        capacity: 2,
        reserved: 2,
        sold: 2,
        salesOpenAt: opened,
      },
      {
        id: 'chapter-tshirt-demo',
        type: 'merch',
        name: 'Chapter T-Shirt',
        memberPriceCents: 1500,
        nonMemberPriceCents: 2000,
        sizes: ['S', 'M', 'L', 'XL'],
        salesOpenAt: opened,
      },
      {
        id: 'sticker-pack-demo',
        type: 'merch',
        name: 'Sticker Pack',
        memberPriceCents: 300,
        nonMemberPriceCents: 500,
        salesOpenAt: null,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: ticketItems.id });
  await linkDemoTicketEvents(db);
  if (inserted.length === 0) return;
  const ticket = (n: number, itemId: string, email: string, extra: Partial<PaidItemOrder> = {}): PaidItemOrder => ({
    id: `dea0${String(n).padStart(28, '0')}`,
    itemId,
    email,
    quantity: 1,
    paymentIntentId: `pi_demo_ticket_${n}`,
    amountCents: 2500,
    ...extra,
  });
  const merch = (n: number, email: string, size: string, extra: Partial<PaidItemOrder> = {}): PaidItemOrder => ({
    id: `pi_demo_merch_${n}`,
    itemId: 'chapter-tshirt-demo',
    email,
    quantity: 1,
    size,
    paymentIntentId: `pi_demo_merch_${n}`,
    amountCents: 2000,
    ...extra,
  });
  const admitted = {
    fulfilledAt: new Date('2025-03-01T01:00:00Z'),
    fulfilledBy: 'scanner@illinois.edu',
  };
  // Every purchase is an order of one line (decision 0063), in the variant of its size.
  await db.transaction((tx) => addItemVariantsWhereMissing(tx));
  const orders = [
    ticket(1, 'spring-formal-demo', 'member@illinois.edu', { amountCents: 1500 }),
    ticket(2, 'spring-formal-demo', 'guest.one@example.com'),
    ticket(3, 'spring-formal-demo', 'guest.two@example.com', { quantity: 2, amountCents: 5000 }),
    ticket(4, 'spring-formal-demo', 'admitted@example.com', admitted),
    ticket(5, 'spring-formal-demo', 'refunded@example.com', { refunded: true }),
    ticket(6, 'hackathon-kickoff-demo', 'hacker.one@example.com', { amountCents: 500 }),
    ticket(7, 'hackathon-kickoff-demo', 'hacker.two@example.com', { amountCents: 500 }),
    merch(1, 'member@illinois.edu', 'M', { amountCents: 1500 }),
    merch(2, 'shirt.fan@example.com', 'L', { quantity: 2, amountCents: 4000 }),
    merch(3, 'picked.up@example.com', 'S', admitted),
    merch(4, 'changed.mind@example.com', 'XL', { refunded: true }),
    merch(5, 'hoodie.hunter@example.com', 'M'),
  ];
  await recordPaidItemOrders(db, orders);
  // Their payments as the local checkout records one, so that refunding a demo order (from the
  // portal's pages or the chapter platform's) reaches a payment the provider knows, not a 500.
  await db
    .insert(completedPayments)
    .values(
      orders.map((order) => ({
        checkoutSessionId: `cs_demo_${order.id}`,
        provider: 'local' as const,
        eventId: `evt_demo_${order.id}`,
        paymentIntentId: order.paymentIntentId ?? order.id,
        amountTotalCents: order.amountCents,
        customerEmail: order.email,
        purpose: 'store',
        metadata: { orderId: order.id },
      })),
    )
    .onConflictDoNothing();
}
