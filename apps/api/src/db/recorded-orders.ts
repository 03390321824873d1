import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** A paid single-item purchase, as the demo seed, the grown data and the tests write one. */
export interface PaidItemOrder {
  /** The order's id: a ticket's id, or a merchandise purchase's payment intent. */
  id: string;
  itemId: string;
  email: string;
  quantity: number;
  size?: string | null;
  paymentIntentId?: string | null;
  amountCents: number;
  refunded?: boolean;
  /** When the line was admitted or handed over, and by whom. */
  fulfilledAt?: Date | null;
  fulfilledBy?: string | null;
  buyer?: string | null;
  createdAt?: Date;
}

/**
 * Records paid (or refunded) orders of one line each, in one statement (decision 0063): the line
 * in its size's variant, else General, else the first; a product without variants gets its
 * General one first, with the product's counters. The stock counters are the caller's to set, as
 * for rows written outside a checkout. An id already recorded is left as it is.
 */
export async function recordPaidItemOrders(db: Db | Tx, orders: PaidItemOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const rows = JSON.stringify(
    orders.map((o) => ({
      ...o,
      size: o.size ?? null,
      paymentIntentId: o.paymentIntentId ?? null,
      refunded: o.refunded ?? false,
      fulfilledAt: o.fulfilledAt?.toISOString() ?? null,
      fulfilledBy: o.fulfilledBy ?? null,
      buyer: o.buyer ?? null,
      createdAt: (o.createdAt ?? new Date()).toISOString(),
    })),
  );
  const recordset = sql`json_to_recordset(${rows}::json) as r(id text, "itemId" text, email text, quantity int,
    size text, "paymentIntentId" text, "amountCents" int, refunded boolean, "fulfilledAt" timestamptz,
    "fulfilledBy" text, buyer text, "createdAt" timestamptz)`;
  await db.execute(sql`
    insert into store_variants (product_id, name, position, member_price_cents, non_member_price_cents, reserved, sold)
    select p.id, 'General', 0, p.member_price_cents, p.non_member_price_cents,
      case when p.type = 'ticket' then p.reserved else p.sold end, p.sold
    from store_products p
    where p.id in (select r."itemId" from ${recordset})
      and not exists (select 1 from store_variants v where v.product_id = p.id)`);
  await db.execute(sql`
    with r as (select * from ${recordset}), orders as (
      insert into store_orders (id, email, buyer, status, subtotal_cents, discount_cents, total_cents,
        payment_intent_id, expires_at, paid_at, refunded_at, created_at)
      select r.id, r.email, r.buyer, case when r.refunded then 'refunded' else 'paid' end, r."amountCents", 0,
        r."amountCents", r."paymentIntentId", r."createdAt", r."createdAt",
        case when r.refunded then r."createdAt" end, r."createdAt"
      from r
      on conflict do nothing
      returning id
    )
    insert into store_order_lines (order_id, product_id, variant_id, quantity, unit_price_cents, discount_cents,
      fulfilled_at, fulfilled_by)
    select r.id, r."itemId",
      (select v.id from store_variants v where v.product_id = r."itemId"
        order by (v.name = r.size) is true desc, (v.name = 'General') desc, v.position, v.id limit 1),
      r.quantity, ceil(r."amountCents"::numeric / r.quantity)::int,
      ceil(r."amountCents"::numeric / r.quantity)::int * r.quantity - r."amountCents", r."fulfilledAt", r."fulfilledBy"
    from r join orders on orders.id = r.id`);
}
