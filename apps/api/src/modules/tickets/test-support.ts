import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { ticketItems, ticketPurchases } from '../../db/schema';
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
  return id;
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
  return id;
}

/** `count` paid tickets of one item, inserted at once; returns their ids. */
export async function addTickets(db: Db, itemId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newTicketId(),
    itemId,
    type: 'ticket' as const,
    email: `buyer${i}@example.com`,
    quantity: 1,
    paymentIntentId: `pi_${randomBytes(12).toString('hex')}`,
    amountCents: 1500,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(ticketPurchases).values(rows.slice(i, i + 1000));
  return rows.map((r) => r.id);
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
