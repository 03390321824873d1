import { describe, expect, it } from 'vitest';
import type { TicketItem } from '@cp/contracts/tickets';
import { itemStatus, purchaseStatus, sortItems } from './item-status';

const now = new Date('2026-03-01T12:00:00Z');
const item = (over: Partial<TicketItem>): TicketItem => ({
  itemId: 'x',
  itemName: 'X',
  itemSalesActive: '2026-01-01T00:00:00Z',
  priceDollars: { member: 1, nonMember: 2 },
  eventCapacity: 10,
  ticketsSold: 3,
  ...over,
});

describe('item status (spec section 4)', () => {
  it('is Not Open / Not Available when sales are off, even when sold out', () => {
    expect(itemStatus(item({ itemSalesActive: false, ticketsSold: 10 }), 'ticket', now)).toBe('Not Open');
    expect(itemStatus(item({ itemSalesActive: false }), 'merch', now)).toBe('Not Available');
  });
  it('is Sold Out when tickets sold reach capacity, before Coming Soon', () => {
    expect(itemStatus(item({ ticketsSold: 10, itemSalesActive: '2027-01-01T00:00:00Z' }), 'ticket', now)).toBe(
      'Sold Out',
    );
  });
  it('is Coming Soon when sales open later, else Active / Available', () => {
    expect(itemStatus(item({ itemSalesActive: '2027-01-01T00:00:00Z' }), 'merch', now)).toBe('Coming Soon');
    expect(itemStatus(item({}), 'ticket', now)).toBe('Active');
    expect(itemStatus(item({}), 'merch', now)).toBe('Available');
  });
  it('sorts by name or status, either way', () => {
    const items = [item({ itemName: 'B' }), item({ itemName: 'A', itemSalesActive: false })];
    expect(sortItems(items, 'ticket', { key: 'name', descending: false }, now).map((i) => i.itemName)).toEqual([
      'A',
      'B',
    ]);
    expect(sortItems(items, 'ticket', { key: 'status', descending: true }, now).map((i) => i.itemName)).toEqual([
      'A',
      'B',
    ]);
    expect(sortItems(items, 'ticket', { key: 'status', descending: false }, now).map((i) => i.itemName)).toEqual([
      'B',
      'A',
    ]);
  });
  it('names a purchase refunded, fulfilled or unfulfilled', () => {
    expect(purchaseStatus({ refunded: true, fulfilled: true })).toBe('Refunded');
    expect(purchaseStatus({ refunded: false, fulfilled: true })).toBe('Fulfilled');
    expect(purchaseStatus({ refunded: false, fulfilled: false })).toBe('Unfulfilled');
  });
});
