import { sql, type SQL } from 'drizzle-orm';

/** Who paid for a product (or one variant of it) and was not refunded, as one `email` column. */
export const buyerEmailsSql = (productId: string, variantId?: string): SQL =>
  sql`select o.email from store_orders o join store_order_lines l on l.order_id = o.id
    where o.status = 'paid' and l.product_id = ${productId}
    ${variantId ? sql`and l.variant_id = ${variantId}` : sql``}`;

/** Who paid for a ticket product of an event through the store, as one `email` column. */
export const eventTicketBuyerEmailsSql = (eventId: string): SQL =>
  sql`select o.email from store_orders o join store_order_lines l on l.order_id = o.id
    join store_products p on p.id = l.product_id
    where o.status = 'paid' and p.type = 'ticket' and p.event_id = ${eventId}`;
