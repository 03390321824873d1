import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { eq, inArray, sql } from 'drizzle-orm';
import { storeOrderLines, storeOrders, storePurchases, ticketItems } from '../../db/schema';
import { recordPaidItemOrders, writeItemVariants } from '../store';
import type { MailMessage, Mailer } from '../../plugins/mail/types';
import type { CheckoutRequest, PaymentCompleted, Payments, RefundRequest } from '../../plugins/payments/types';
import { newTicketId } from './apply-payment';

/** A ticketed event on sale, with `sold` tickets already sold. */
export async function addTicketItem(db: Db, opts: { capacity: number; sold?: number; id?: string }) {
  const id = opts.id ?? `event-${randomBytes(4).toString('hex')}`;
  await db.insert(ticketItems).values({
    id,
    type: 'ticket',
    name: `Event ${id}`,
    memberPriceCents: 1000,
    nonMemberPriceCents: 1500,
    capacity: opts.capacity,
    reserved: opts.sold ?? 0,
    sold: opts.sold ?? 0,
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  await withVariants(db, id, { type: 'ticket', sizes: [], memberPriceCents: 1000, nonMemberPriceCents: 1500 });
  return id;
}

/** The item's variants as the ticket routes write them, counting what the item already counts. */
async function withVariants(db: Db, id: string, item: Parameters<typeof writeItemVariants>[2]) {
  await db.transaction((tx) => writeItemVariants(tx, id, item));
  await db.execute(sql`update store_variants v set reserved = p.reserved, sold = p.sold
    from store_products p where p.id = v.product_id and p.id = ${id} and p.type = 'ticket'`);
}

export async function addMerchItem(db: Db, sizes: string[] = ['S', 'M', 'L']) {
  const id = `merch-${randomBytes(4).toString('hex')}`;
  await db.insert(ticketItems).values({
    id,
    type: 'merch',
    name: `Shirt ${id}`,
    memberPriceCents: 1500,
    nonMemberPriceCents: 2000,
    sizes,
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  await withVariants(db, id, { type: 'merch', sizes, memberPriceCents: 1500, nonMemberPriceCents: 2000 });
  return id;
}

/** `count` paid tickets of one item (orders of one line), recorded at once; returns their ids. */
export async function addTickets(db: Db, itemId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newTicketId(),
    itemId,
    email: `buyer${i}@example.com`,
    quantity: 1,
    paymentIntentId: `pi_${randomBytes(12).toString('hex')}`,
    amountCents: 1500,
  }));
  for (let i = 0; i < rows.length; i += 1000) await recordPaidItemOrders(db, rows.slice(i, i + 1000));
  return rows.map((r) => r.id);
}

/** The purchases of one item, as the spec's routes read them (the orders' view, decision 0063). */
export const purchasesOfItem = (db: Db, itemId: string) =>
  db.select().from(storePurchases).where(eq(storePurchases.itemId, itemId));

/** The orders a single-item checkout of this item opened (pending, expired, released or paid). */
export async function itemOrders(db: Db, itemId: string) {
  return db
    .select({ id: storeOrders.id, status: storeOrders.status, email: storeOrders.email })
    .from(storeOrders)
    .innerJoin(storeOrderLines, eq(storeOrderLines.orderId, storeOrders.id))
    .where(eq(storeOrderLines.productId, itemId));
}

/** Moves an order's hold into the past, as time would. */
export async function expireOrders(db: Db, ids: string[]) {
  await db
    .update(storeOrders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(inArray(storeOrders.id, ids));
}

/** Records what the payments service was asked, the way the local provider would answer. */
export function fakePayments() {
  const sessions: CheckoutRequest[] = [];
  const refunds: RefundRequest[] = [];
  const payments: Payments = {
    kind: 'local',
    async createCheckoutSession(request) {
      sessions.push(request);
      return { id: `cs_${request.idempotencyKey}`, url: `http://localhost:8080/checkout/cs_${request.idempotencyKey}` };
    },
    async createPaymentLink() {
      throw new Error('not used');
    },
    async deactivatePaymentLink() {},
    async refund(request) {
      refunds.push(request);
      return { id: `re_${request.paymentIntentId}` };
    },
  };
  return { payments, sessions, refunds };
}

export function fakeMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async enqueue(_tx, message) {
      sent.push(message);
    },
    async flush() {},
  };
  return { mailer, sent };
}

/** The completed payment the webhook would hand to the handler for a checkout session. */
export function paymentFor(session: CheckoutRequest, n: number): PaymentCompleted {
  const total = session.lineItems.reduce((sum, l) => sum + l.unitAmountCents * l.quantity, 0);
  return {
    eventId: `evt_${n}`,
    checkoutSessionId: `cs_${session.idempotencyKey}`,
    paymentLinkId: null,
    paymentIntentId: `pi_${session.metadata.checkoutId}`,
    amountTotalCents: total,
    currency: 'usd',
    customerEmail: session.customerEmail ?? null,
    customerName: null,
    metadata: session.metadata,
    actor: 'local-payments',
  };
}

export { changePurchases, purchaseIdsOf } from '../../test/purchases';
