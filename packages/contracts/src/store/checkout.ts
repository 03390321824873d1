import { z } from 'zod';
import { promoMessages } from '../store-buyer';
import { buyerEmail, buyerNetId } from '../tickets';
import { productIdSchema } from './products';

/** The words a refused line or code answers with (409 / 400). */
export const storeMessages = {
  /** The same Idempotency-Key sent again with another cart, email or code (decision 0066). */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different checkout.',
  notOnSale: (product: string) => `${product} is not on sale.`,
  unknownLine: 'An item in your cart is no longer in the store.',
  notEnough: (line: string, left: number) =>
    left === 0 ? `${line} is sold out.` : `Only ${left} of ${line} ${left === 1 ? 'is' : 'are'} left.`,
  overLimit: (line: string, max: number) => `${line}: at most ${max} per person.`,
  /** 400: a line, or a single-item checkout of a product with several variants, names none. */
  chooseVariant: 'Choose a variant.',
  chooseVariantOf: (product: string) => `${product} comes in several variants: choose one.`,
  /** 401: a product marked verifiedIdentityRequired, checked out signed out. */
  signInRequired: (product: string) => `${product} is sold only to signed-in buyers: sign in to buy it.`,
  promoInvalid: promoMessages.invalid,
  promoUsedUp: promoMessages.usedUp,
  promoNotApplicable: promoMessages.notApplicable,
  /** 429 after too many wrong codes (decision 0036); Retry-After says when to try again. */
  promoTooMany: promoMessages.tooMany,
  alreadyRefunded: 'This order has already been refunded.',
  notPaid: 'Only a paid order can be refunded.',
  soldProduct: 'This product has orders: close its sales instead of deleting it.',
} as const;

export const maxLineQuantity = 10;
export const maxCartLines = 20;

export const cartLineSchema = z.strictObject({
  productId: productIdSchema,
  // Every line names its variant: nothing is sold in a variant the buyer did not choose.
  variantId: z.uuid({
    error: (issue) => (issue.input === undefined ? storeMessages.chooseVariant : 'Not a valid variant.'),
  }),
  quantity: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(maxLineQuantity, `At most ${maxLineQuantity} per line`),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const promoCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, 'A promo code is 3 to 40 letters, digits, - or _');

/** POST /api/v1/store/checkout: the cart page validates with the same schema. */
/** A path on this site to return to from the payment page (the platform's names); never another site. */
const returnPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])/, 'A path on this site, starting with one /');

export const checkoutRequest = z.strictObject({
  items: z
    .array(cartLineSchema)
    .min(1, 'Your cart is empty.')
    .max(maxCartLines, `At most ${maxCartLines} lines in one order`),
  email: buyerEmail,
  netId: buyerNetId,
  promoCode: promoCodeText.optional().or(z.literal('').transform(() => undefined)),
  /** Where the payment page sends the buyer back: paid, or cancelled (default: the cart). */
  successRedirPath: returnPath.optional(),
  cancelRedirPath: returnPath.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const checkoutResponse = z.object({
  checkoutUrl: z.string(),
  orderId: z.string(),
  /** Epoch seconds: when the held stock goes back. */
  expiresAt: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
