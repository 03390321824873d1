import type { CheckoutRequest } from '@cp/contracts/store';
import { buyerEmailProblem, buyerNetIdProblem, isPromoRefusal } from '@cp/contracts/store-buyer';
import { isApiError } from './api-client';
import { maxLinesPerCart, type StoredCartLine } from './store-cart';

// The store's checkout form in plain functions: the portal's cart page (with the contract's schema)
// and the light page for visitors (decision 0032, no zod there) both build the request here.

export interface CheckoutValues {
  email: string;
  netId: string;
  promoCode: string;
}
export const emptyCheckoutValues: CheckoutValues = { email: '', netId: '', promoCode: '' };

/** The checkout's body: the cart's lines as they are saved, and what the buyer typed. */
export function toCheckoutRequest(values: CheckoutValues, lines: readonly StoredCartLine[]): CheckoutRequest {
  return {
    items: lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    email: values.email,
    netId: values.netId,
    promoCode: values.promoCode,
  };
}

export type CheckoutProblems = Partial<Record<keyof CheckoutValues | 'items', string>>;

const promoCodePattern = /^[A-Z0-9_-]{3,40}$/;

/**
 * What the contract's checkout schema would refuse, in its words (store-checkout.test.ts holds
 * them to it), checked before a call: the light page sends no schema to the browser.
 */
export function checkoutProblems(values: CheckoutValues, lines: readonly StoredCartLine[]): CheckoutProblems {
  const problems: CheckoutProblems = {};
  const email = buyerEmailProblem(values.email);
  if (email) problems.email = email;
  const netId = buyerNetIdProblem(values.netId);
  if (netId) problems.netId = netId;
  const promoCode = values.promoCode.trim().toUpperCase();
  if (promoCode && !promoCodePattern.test(promoCode))
    problems.promoCode = 'A promo code is 3 to 40 letters, digits, - or _';
  if (lines.length === 0) problems.items = 'Your cart is empty.';
  else if (lines.length > maxLinesPerCart) problems.items = `At most ${maxLinesPerCart} lines in one order`;
  return problems;
}

/** The server's refusal of the promo code, if that is what the checkout's failure is: it belongs at that field. */
export function promoCodeRefusal(error: unknown): string | undefined {
  return isApiError(error) && isPromoRefusal(error.message) ? error.message : undefined;
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a LAN address is not one). */
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The checkout's Idempotency-Key, one per attempt (decision 0066): the same while the same request
 * is sent again (Pay pressed again after a timeout, a lost connection or "try again in a few
 * seconds"), so the server answers the first checkout instead of holding a second; a new one as
 * soon as the cart or what was typed changes.
 */
export function checkoutAttempts(): (request: CheckoutRequest) => string {
  let last: { body: string; key: string } | undefined;
  return (request) => {
    const body = JSON.stringify(request);
    if (last?.body !== body) last = { body, key: randomKey() };
    return last.key;
  };
}
