import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { storeOrders, storeProducts } from '../db/schema';
import { sessionEvent, signed } from './stripe-signing';
import { addTicketProduct } from './ticket-product';

/**
 * The pieces of a small ticket drop on the deployment (drop-faults.pg.test.ts): a ticket product
 * on sale, signed-out buyers each from an address of their own, and Stripe's webhook deliveries.
 */

/** A ticket product of `seats` seats, one General variant, its sale open. */
export const addOpenTicket = (db: Db, id: string, seats: number) =>
  addTicketProduct(db, id, seats, new Date(Date.now() - 60_000));

export interface Answer {
  status: number;
  retryAfter: string | null;
  message: string;
  orderId?: string;
  /** The Stripe Checkout session the buyer was sent to. */
  sessionId?: string;
}

/** Longer than any answer should take: a request still open then is a hang (status 0). */
const hangMs = 20_000;

/** `POST path` through `origin` from address `from`; a timeout or a dropped connection is status 0. */
export async function post(origin: string, pathname: string, from: string, body: string, headers = {}) {
  try {
    const res = await fetch(origin + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, origin, ...headers },
      body,
      signal: AbortSignal.timeout(hangMs),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json };
  } catch (error) {
    return { status: 0, retryAfter: null, json: { message: String(error) } };
  }
}

/** One buyer's checkout of one seat, as the cart's Pay sends it (with its Idempotency-Key if `key`). */
export async function buy(origin: string, cart: { productId: string; variantId: string }, buyer: string, key?: string) {
  const n = Number(/\d+$/.exec(buyer)?.[0] ?? 0);
  const from = `10.46.${(n >> 8) & 255}.${n & 255}`;
  const body = JSON.stringify({ email: `${buyer}@example.com`, items: [{ ...cart, quantity: 1 }] });
  const headers = key ? { 'idempotency-key': key } : {};
  const { status, retryAfter, json } = await post(origin, '/api/v1/store/checkout', from, body, headers);
  const answer: Answer = { status, retryAfter, message: String(json.message ?? '') };
  if (typeof json.orderId === 'string') answer.orderId = json.orderId;
  if (typeof json.checkoutUrl === 'string') answer.sessionId = new URL(json.checkoutUrl).pathname.split('/').pop();
  return answer;
}

/** An answer a buyer can act on: a seat, "sold out", or 503 with when to try again. */
export const isClearAnswer = (a: Answer) =>
  a.status === 201 || (a.status === 409 && /sold out|left/i.test(a.message)) || (a.status === 503 && !!a.retryAfter);

/** Stripe's event for a paid (or, for `checkout.session.expired`, unpaid) session of an order. */
export function orderEvent(
  eventId: string,
  type: string,
  order: { orderId: string; sessionId: string; email: string },
) {
  return sessionEvent(eventId, type, {
    id: order.sessionId,
    amount_total: 2000,
    payment_intent: `pi_${order.orderId}`,
    customer_details: { email: order.email, name: null },
    metadata: { purpose: 'store-order', orderId: order.orderId },
    ...(type === 'checkout.session.expired' ? { payment_status: 'unpaid' } : {}),
  });
}

/** Delivers a signed event to the webhook at `base` (an instance or nginx); Stripe's address is its own. */
export const deliver = (base: string, payload: string) =>
  post(base, '/api/v1/stripe/webhook', '3.18.12.63', payload, { 'stripe-signature': signed(payload) });

/**
 * The product's counters beside its orders: `reserved` counts held and sold units, `sold` the
 * paid ones. A seat sold twice or lost shows as a difference, or as reserved short of capacity
 * while buyers were refused.
 */
export async function seatCount(db: Db, productId: string) {
  const [product] = await db
    .select({ capacity: storeProducts.capacity, reserved: storeProducts.reserved, sold: storeProducts.sold })
    .from(storeProducts)
    .where(eq(storeProducts.id, productId));
  const [units] = rowsOf<{ held: number; paid: number }>(
    await db.execute(sql`select
        coalesce(sum(l.quantity) filter (where o.status = 'pending'), 0)::int as held,
        coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0)::int as paid
      from store_order_lines l join store_orders o on o.id = l.order_id where l.product_id = ${productId}`),
  );
  return { ...product!, held: Number(units!.held), paid: Number(units!.paid) };
}

export const paidOrders = async (db: Db, ids: string[]) =>
  (
    await db
      .select({ id: storeOrders.id })
      .from(storeOrders)
      .where(and(inArray(storeOrders.id, ids), eq(storeOrders.status, 'paid')))
  ).map((row) => row.id);
