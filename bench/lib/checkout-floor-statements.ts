// The statements the portal makes for one cart checkout (POST /api/v1/store/checkout), as
// bench/store-checkout-baseline.ts makes them. Captured from the built portal (apps/api/dist/server.mjs,
// on PostgreSQL, as bench/store-checkout starts it) with pg.Client.prototype.query wrapped, during
// signed-out checkouts of the bench's three-line cart (two variants of one product, one of another):
//   expiredSql                 any pending order past its time (none in the bench: nothing to release)
//   cartVariantsSql            the cart's variants with their products (sale windows, prices, stock left)
//   begin; the buyer's lock; units the buyer holds; units the address holds; the order; its lines
//   (one statement); its audit entry; the conditional holds of every variant and then every
//   product, by id, in one statement; commit
//   sessionSql                 the local payment provider's checkout session, after the commit
// Not captured as the checkout's: the rate limiter's batched counter write and the audit chain's
// sealing, which run after the answer, off the request (the floor makes neither).
// Texts verbatim; the first two reads are prepared under the portal's names (decision 0073).
import { auditSql as dropAuditSql, heldBySql } from './drop-floor-statements';

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

export const expiredSql = {
  name: 'store_any_expired_order',
  text: `select "id" from "store_orders" where ("store_orders"."status" = $1 and "store_orders"."expires_at" < now()) limit $2`,
};

export { cartVariantsSql } from './drop-floor-statements';

export const lockSql = `select pg_advisory_xact_lock(hashtext($1))`;

export const buyerHeldSql = heldBySql(`lower("store_orders"."email")`);
export const addressHeldSql = heldBySql(`"store_orders"."client_address"`);

export const orderSql = `insert into "store_orders" ("id", "email", "net_id", "buyer", "client_address", "status", "promo_code", "subtotal_cents", "discount_cents", "total_cents", "payment_intent_id", "expires_at", "paid_at", "refunded_at", "refunded_by", "refund_reason", "restocked", "created_at") values ($1, $2, $3, $4, $5, default, $6, $7, $8, $9, default, $10, default, default, default, default, default, default)`;

/** The order's `count` lines in one statement, six values a line. */
export const linesSql = (count: number) =>
  `insert into "store_order_lines" ("id", "order_id", "product_id", "variant_id", "quantity", "unit_price_cents", "discount_cents", "fulfilled_at", "fulfilled_by") values ${Array.from(
    { length: count },
    (_, i) => `(default, ${placeholders(1 + i * 6, 6)}, default, default)`,
  ).join(', ')}`;

export const auditSql = dropAuditSql(true);

/**
 * Every hold of the cart in one statement: `variants` variant holds (by id), then `products`
 * product holds (by id), each after the one before it; four values a variant, three a product.
 * It answers one count a hold (`h0`, `h1`, …), 0 from the first refused on.
 */
export function holdsSql(variants: number, products: number): string {
  let next = 1;
  const take = () => `$${next++}`;
  const after = (n: number) => (n === 0 ? '' : ` and exists (select from h${n - 1})`);
  const steps: string[] = [];
  for (let n = 0; n < variants; n += 1) {
    const [add, id, product, room] = [take(), take(), take(), take()];
    steps.push(`h${n} as (update "store_variants" set reserved = reserved + ${add}
        where id = ${id} and product_id = ${product} and (inventory_count is null or reserved + ${room} <= inventory_count)${after(n)} returning id)`);
  }
  for (let n = variants; n < variants + products; n += 1) {
    const [add, id, room] = [take(), take(), take()];
    steps.push(`h${n} as (update "store_products" set reserved = reserved + ${add}
        where id = ${id} and (capacity is null or reserved + ${room} <= capacity)${after(n)} returning id)`);
  }
  const counts = steps.map((_, n) => `(select count(*) from h${n})::int as h${n}`);
  return `with ${steps.join(', ')} select ${counts.join(', ')}`;
}

export const sessionSql = `insert into "local_checkouts" ("id", "idempotency_key", "line_items", "amount_total_cents", "customer_email", "metadata", "success_url", "cancel_url", "status", "payment_link_id", "payment_intent_id", "expires_at", "created_at", "completed_at") values ($1, $2, $3, $4, $5, $6, $7, $8, default, default, default, $9, default, default) on conflict do nothing returning "id"`;
