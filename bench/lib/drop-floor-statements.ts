// The statements of bench/ticket-drop-floor.ts that are long or shared, with the SQL text the
// portal sends (captured from it), and the confirmation it queues.
export const orderColumns = `"id", "email", "net_id", "buyer", "client_address", "status", "promo_code", "subtotal_cents", "discount_cents", "total_cents", "payment_intent_id", "expires_at", "paid_at", "refunded_at", "refunded_by", "refund_reason", "restocked", "created_at"`;
export const linesSql = `select "store_order_lines"."product_id", "store_order_lines"."variant_id", "store_order_lines"."quantity", "store_order_lines"."unit_price_cents", "store_order_lines"."discount_cents", "store_products"."name", "store_variants"."name", "store_products"."event_id", "store_products"."additional_email_text", "store_products"."limit_type", "store_products"."limit_max" from "store_order_lines" inner join "store_products" on "store_products"."id" = "store_order_lines"."product_id" inner join "store_variants" on "store_variants"."id" = "store_order_lines"."variant_id" where "store_order_lines"."order_id" = $1 order by "store_products"."name" asc, "store_variants"."position" asc`;
/** The cart's read, prepared under the portal's name (decision 0073); its one parameter is the array of variant ids. */
export const cartVariantsSql = {
  name: 'store_cart_variants',
  text: `select "store_variants"."id", "store_variants"."name", "store_variants"."product_id", "store_products"."name", "store_products"."event_id", "store_variants"."member_price_cents", "store_variants"."non_member_price_cents", "store_variants"."member_lists", "store_products"."sales_open_at", "store_products"."close_at", "store_variants"."open_at", "store_variants"."close_at", "store_products"."limit_type", "store_products"."limit_max", "store_products"."verified_identity_required", "store_variants"."inventory_count" - "store_variants"."reserved", "store_products"."capacity" - "store_products"."reserved" from "store_variants" inner join "store_products" on "store_products"."id" = "store_variants"."product_id" where "store_variants"."id" = any($1)`,
};
export const auditSql = (withRequest: boolean) =>
  `insert into "audit_log" ("id", "created_at", "module", "actor", "target", "message", "request_id", "seq", "prev_hash", "hash") values (default, default, $1, $2, $3, $4, ${withRequest ? '$5' : 'default'}, default, default, default)`;
export const heldBySql = (who: string) =>
  `select coalesce(sum("store_order_lines"."quantity"), 0)::int from "store_order_lines" inner join "store_orders" on "store_orders"."id" = "store_order_lines"."order_id" where (("store_orders"."status" = $1 and "store_orders"."expires_at" >= now()) and ("store_orders"."buyer" is null and ${who} = $2))`;

export const holdSql = `with variant as (
        update "store_variants" set reserved = reserved + $1
        where id = $2 and product_id = $3
          and (inventory_count is null or reserved + $4 <= inventory_count)
        returning id
      ), product as (
        update "store_products" set reserved = reserved + $5
        where id = $6 and (capacity is null or reserved + $7 <= capacity)
          and exists (select from variant)
        returning id
      )
      select (select count(*) from variant)::int as variant, (select count(*) from product)::int as product`;
export const soldSql = `with variant as (
        update "store_variants" set sold = sold + $1 where id = $2 returning id
      )
      update "store_products" set sold = sold + $3
      where id = $4 and exists (select from variant)`;

/** The order's confirmation as the portal queues it: text and HTML, its QR as the text to draw when sent. */
export function confirmation(email: string, orderId: string, lineText: string, amount: number) {
  const paid = `$${(amount / 100).toFixed(2)}`;
  return JSON.stringify({
    to: email,
    subject: 'Your order from the store',
    text: `Thank you for your order.\n\n- ${lineText}: ${paid}\n\nSubtotal: ${paid}\nTotal paid: ${paid}\n\nOrder: ${orderId}\n\nShow the QR code in this email at pickup or at the door.`,
    html: `<p>Thank you for your order.</p><ul><li>${lineText}: ${paid}</li></ul><p>Subtotal: ${paid}<br>Total paid: ${paid}</p><p>Order: <code>${orderId}</code></p><p><img src="cid:order-qr" alt="QR code for your order" width="320" height="320"></p>`,
    attachments: [
      {
        filename: 'order-qr.png',
        contentType: 'image/png',
        content: '',
        cid: 'order-qr',
        qr: { text: orderId, width: 320 },
      },
    ],
  });
}
