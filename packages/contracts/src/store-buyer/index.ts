// The buyer's fields of the store's "Buy" (tickets/index.ts builds the request's schema from these):
// their limits, their rules and their words. No zod: the light page for visitors (decision 0032)
// checks the form with these functions before the server checks it with the schema.
import { netIdPattern } from '../netid';

/** At most 10 of one item in one purchase (spec/decisions.md). */
export const maxQuantity = 10;
export const buyerEmailMaxLength = 320;
/** The address rule of the checkouts: zod's own email pattern, named so that a plain check can use it too. */
export const buyerEmailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const buyerMessages = {
  invalidEmail: 'Enter a valid email',
  invalidNetId: 'Please enter a valid NetID.',
  quantityRequired: 'Quantity is required',
  quantityTooSmall: 'Quantity must be at least 1',
  quantityTooLarge: `At most ${maxQuantity} per purchase`,
  /** Refused by the server, and by the store page before it asks. */
  chooseSize: 'Please choose a size.',
} as const;

/** What is wrong with a typed email (null: nothing), read as the server reads it: trimmed, lower-case. */
export function buyerEmailProblem(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return email.length <= buyerEmailMaxLength && buyerEmailPattern.test(email) ? null : buyerMessages.invalidEmail;
}

/** What is wrong with a typed NetID (null: nothing); an empty field is no NetID, which is fine. */
export function buyerNetIdProblem(typed: string): string | null {
  const netId = typed.trim().toLowerCase();
  return netId === '' || netIdPattern.test(netId) ? null : buyerMessages.invalidNetId;
}

/** What is wrong with a quantity (null: nothing); `undefined` when the field is empty. */
export function quantityProblem(quantity: number | undefined): string | null {
  if (quantity === undefined || Number.isNaN(quantity)) return buyerMessages.quantityRequired;
  if (quantity < 1) return buyerMessages.quantityTooSmall;
  if (quantity > maxQuantity) return buyerMessages.quantityTooLarge;
  return null;
}

/**
 * The server's words for a promo code it refuses at checkout (400, 409; 429 after too many wrong
 * ones): the checkout forms show them at the promo code's field, not above the form.
 */
export const promoMessages = {
  invalid: 'This promo code is not valid.',
  usedUp: 'This promo code has been used up.',
  notApplicable: 'This promo code does not apply to anything in your cart.',
  tooMany: 'Too many wrong promo codes. Please try again later.',
} as const;

export const isPromoRefusal = (message: string) => (Object.values(promoMessages) as string[]).includes(message);
