import type { StoreItem } from '@cp/contracts/tickets';

// The store's item page (/store/{itemId}) without Mantine or zod: its call and its words. The
// portal's page (pages/store-page.tsx) and the light page for visitors (decision 0032) both show
// these; buying is the store's panel and cart (lib/store-product.ts).

/** GET: the item, public; 404 when there is none. */
export const storeItemApiPath = (itemId: string) => `/api/v1/store/${encodeURIComponent(itemId)}`;

export const storeItemTexts = {
  pageTitle: 'Store',
  loadFailedTitle: 'Error fetching items',
  loadFailed: 'Please try again later.',
  purchasedTitle: 'Thank you for your purchase!',
  purchased: 'Your payment went through. We have emailed you a QR code: show it at the door or pick-up.',
  memberPrice: 'Paid members',
  otherPrice: 'Everyone else',
  left: (remaining: number) => (remaining <= 0 ? 'Sold out' : `${remaining} left`),
  comingSoonTitle: 'Coming soon',
  notOnSaleTitle: 'Not on sale',
  salesOpen: (when: string) => `Sales open ${when} (Chicago time). Come back then to buy.`,
  salesClosed: 'Sales for this item have closed.',
  soldOutTitle: 'Sold out',
  soldOut: 'None are left right now. Any held in unpaid checkouts come back here when their time runs out.',
};

/** Tickets with a count and none left; merchandise has no count. */
export const isSoldOut = (item: StoreItem) => item.remaining !== undefined && item.remaining <= 0;
