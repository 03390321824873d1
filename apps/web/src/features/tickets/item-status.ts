import type { TicketItem } from '@cp/contracts/tickets';

export type ItemKind = 'merch' | 'ticket';
export type ItemStatus = 'Not Open' | 'Not Available' | 'Sold Out' | 'Coming Soon' | 'Active' | 'Available';

/** spec section 4: sales off, then sold out, then opening later, else on sale. */
export function itemStatus(item: TicketItem, kind: ItemKind, now = new Date()): ItemStatus {
  if (item.itemSalesActive === false) return kind === 'ticket' ? 'Not Open' : 'Not Available';
  if (kind === 'ticket' && (item.ticketsSold ?? 0) >= (item.eventCapacity ?? 0)) return 'Sold Out';
  if (new Date(item.itemSalesActive) > now) return 'Coming Soon';
  return kind === 'ticket' ? 'Active' : 'Available';
}

export const statusColors: Record<ItemStatus, string> = {
  'Not Open': 'gray',
  'Not Available': 'gray',
  'Sold Out': 'red',
  'Coming Soon': 'yellow',
  Active: 'green',
  Available: 'green',
};

export type SortKey = 'name' | 'status';
export interface Sort {
  key: SortKey;
  descending: boolean;
}

export function sortItems(items: TicketItem[], kind: ItemKind, sort: Sort, now = new Date()): TicketItem[] {
  const value = (item: TicketItem) => (sort.key === 'name' ? item.itemName : itemStatus(item, kind, now));
  const sorted = [...items].sort((a, b) => value(a).localeCompare(value(b)) || a.itemName.localeCompare(b.itemName));
  return sort.descending ? sorted.reverse() : sorted;
}

/** The purchase's state (spec section 4): refunded, fulfilled or unfulfilled. */
export function purchaseStatus(p: { refunded: boolean; fulfilled: boolean }): 'Refunded' | 'Fulfilled' | 'Unfulfilled' {
  if (p.refunded) return 'Refunded';
  return p.fulfilled ? 'Fulfilled' : 'Unfulfilled';
}
