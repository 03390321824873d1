import { sql, type SQL } from 'drizzle-orm';

/** The ticket and merchandise purchases of an item not refunded, as one `email` column. */
export const purchaserEmailsSql = (itemId: string): SQL =>
  sql`select email from store_purchases where item_id = ${itemId} and not refunded`;

/** Who holds a ticket (not refunded) to an event, as one `email` column. */
export const eventTicketHolderEmailsSql = (eventId: string): SQL =>
  sql`select t.email from store_purchases t join store_products p on p.id = t.item_id
    where p.event_id = ${eventId} and t.type = 'ticket' and not t.refunded`;
