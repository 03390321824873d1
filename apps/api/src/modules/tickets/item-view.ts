import { centsToDollars, type Purchase, type TicketItem } from '@cp/contracts/tickets';
import type { ItemRow, PurchaseRow } from './repository';

/** The API's view of an item (spec section 3): sales are false or the instant they open; `variants` when listed. */
export function toTicketItem(row: ItemRow & { variants?: string[] }): TicketItem {
  return {
    itemId: row.id,
    itemName: row.name,
    itemSalesActive: row.salesOpenAt ? row.salesOpenAt.toISOString() : false,
    priceDollars: { member: centsToDollars(row.memberPriceCents), nonMember: centsToDollars(row.nonMemberPriceCents) },
    ...(row.type === 'ticket'
      ? { eventCapacity: row.capacity ?? 0, ticketsSold: row.sold }
      : { sizes: row.sizes as TicketItem['sizes'] }),
    ...(row.variants ? { variants: row.variants } : {}),
  };
}

export function purchaserData(row: PurchaseRow): Purchase['purchaserData'] {
  return { email: row.email, productId: row.itemId, quantity: row.quantity, ...(row.size ? { size: row.size } : {}) };
}

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    valid: !row.refunded,
    type: row.type,
    ticketId: row.id,
    refunded: row.refunded,
    fulfilled: row.fulfilled,
    purchaserData: purchaserData(row),
    amountCents: row.amountCents,
  };
}

/** On sale now: sales on and their opening instant reached. */
export const isOnSale = (row: ItemRow, now = new Date()) => row.salesOpenAt !== null && row.salesOpenAt <= now;
