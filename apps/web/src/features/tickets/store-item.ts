import {
  buyerEmailProblem,
  buyerMessages,
  buyerNetIdProblem,
  maxQuantity,
  quantityProblem,
} from '@cp/contracts/store-buyer';
import type { StoreCheckoutRequest, StoreItem } from '@cp/contracts/tickets';

// The store's item page (/store/{itemId}) without Mantine or zod: its calls, its words and what
// the "Buy" form refuses before asking the server. The portal's page (pages/store-page.tsx) and
// the light page for visitors (decision 0032) both show these.

/** GET: the item, public; 404 when there is none. */
export const storeItemApiPath = (itemId: string) => `/api/v1/store/${encodeURIComponent(itemId)}`;
/** POST a StoreCheckoutRequest: `{ checkoutUrl }`, where to send the buyer to pay. */
export const storeCheckoutApiPath = (itemId: string) => `${storeItemApiPath(itemId)}/checkout`;

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
  checkoutFailedTitle: 'Could not start the checkout',
  checkoutFailed: 'Please try again.',
  quantityDescription: `At most ${maxQuantity} per purchase`,
  netIdDescription: 'Paid members get the member price when they buy with their university email.',
};

/** Tickets with a count and none left; merchandise has no count. */
export const isSoldOut = (item: StoreItem) => item.remaining !== undefined && item.remaining <= 0;

/**
 * What the store refuses of this item beyond the request's own rules: no size when it has sizes,
 * more than is left (asked only of a quantity the rules took). Nothing is cut to fit without a word.
 */
export function itemPurchaseErrors(
  values: Pick<StoreCheckoutRequest, 'size' | 'quantity'>,
  item: StoreItem,
  quantityRefused: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (item.sizes.length > 0 && !values.size) errors.size = buyerMessages.chooseSize;
  const left = item.remaining;
  if (!quantityRefused && left !== undefined && values.quantity > left) {
    errors.quantity = left === 1 ? 'Only 1 ticket is left' : `Only ${left} tickets are left`;
  }
  return errors;
}

/** The "Buy" form as typed: the quantity as its field's text. */
export interface PurchaseFields {
  email: string;
  quantity: string;
  size: string;
  netId: string;
}

export const emptyPurchaseFields: PurchaseFields = { email: '', quantity: '1', size: '', netId: '' };

/** The request the typed fields make (the server trims and lower-cases). */
export function toStoreCheckoutRequest(fields: PurchaseFields): StoreCheckoutRequest {
  return {
    email: fields.email,
    quantity: fields.quantity === '' ? Number.NaN : Number(fields.quantity),
    size: (fields.size || undefined) as StoreCheckoutRequest['size'],
    netId: fields.netId,
  };
}

/** Every field's problem, as the portal's form finds them with the request's schema (zod). */
export function purchaseFieldErrors(
  fields: PurchaseFields,
  item: StoreItem,
): Partial<Record<keyof PurchaseFields, string>> {
  const request = toStoreCheckoutRequest(fields);
  const errors: Partial<Record<keyof PurchaseFields, string>> = {};
  const email = buyerEmailProblem(fields.email);
  const quantity = quantityProblem(fields.quantity === '' ? undefined : request.quantity);
  const netId = buyerNetIdProblem(fields.netId);
  if (email) errors.email = email;
  if (quantity) errors.quantity = quantity;
  if (netId) errors.netId = netId;
  return { ...errors, ...itemPurchaseErrors(request, item, quantity !== null) };
}
