import type { PublicProduct } from '@cp/contracts/store';
import { formatCents } from './money';
import { paths } from './paths';
import type { StoredCartLine } from './store-cart';

// Who is buying, as the store's pages show prices and limits to them (issue 41). The server
// decides the member price per variant (decision 0055: a signed-in buyer on one of its member
// lists, whatever NetID is typed) and answers it as `paysMemberPrice`; the checkout charges the
// same. Plain functions: the light page for visitors uses them too.

type Variant = PublicProduct['variants'][number];

export interface StoreBuyer {
  signedIn: boolean;
  /** A signed-in paid member: pays the member price. */
  member: boolean;
  /** The account's email and NetID, filled into the checkout ('' when there is none). */
  email: string;
  netId: string;
}

/** Anyone not signed in: the non-member price, and nothing to fill in. */
export const visitorBuyer: StoreBuyer = { signedIn: false, member: false, email: '', netId: '' };

type PricedVariant = Pick<Variant, 'memberPriceCents' | 'nonmemberPriceCents' | 'paysMemberPrice'>;

/** Whether this buyer pays a variant's member price (as the store answered it for them). */
export const paysMemberPrice = (variant: Pick<Variant, 'paysMemberPrice'>, buyer: StoreBuyer) =>
  buyer.signedIn && variant.paysMemberPrice;

/** What this buyer pays for one unit of a variant. */
export const buyerPriceCents = (variant: PricedVariant, buyer: StoreBuyer) =>
  paysMemberPrice(variant, buyer) ? variant.memberPriceCents : variant.nonmemberPriceCents;

export const buyerTexts = {
  signInForMemberPrice: 'Sign in for the member price',
  memberPrice: 'You pay the member price.',
  signInToBuy: 'Sign in to buy this',
  signInRequired: 'Only signed-in buyers can buy this.',
  accountNetId: 'From your account: the member price follows your sign-in.',
  visitorNetId: 'Kept with your order. Paid members sign in for the member price.',
};

/** A unit's price as a cart line says it: '$15.00 member price', or '$20.00 ($15.00 for members)'. */
export const unitPriceText = (variant: PricedVariant, buyer: StoreBuyer) =>
  paysMemberPrice(variant, buyer)
    ? `${formatCents(variant.memberPriceCents)} member price`
    : `${formatCents(variant.nonmemberPriceCents)} (${formatCents(variant.memberPriceCents)} for members)`;

/** The sign-in page, coming back to `returnTo` (this page) afterwards. */
export const signInPath = (returnTo: string) => `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;

/** This page's path and query: where a sign-in link brings the buyer back to. */
export const currentPath = () => `${window.location.pathname}${window.location.search}`;

// Per-person limits, said before the cart (issue 41 point 4), in the checkout's words
// (storeMessages.overLimit: "…: at most N per person.").

export const perPersonText = (max: number) => `At most ${max} per person`;

/** How many of the limit the cart already takes: the product's lines, or the variant's. */
function inCart(product: PublicProduct, variantId: string, lines: readonly StoredCartLine[]): number {
  const perProduct = product.limitConfiguration?.limitType === 'PER_PRODUCT';
  return lines
    .filter((line) => line.productId === product.productId && (perProduct || line.variantId === variantId))
    .reduce((units, line) => units + line.quantity, 0);
}

/** What one person may still add of this variant besides the cart's lines; null: no limit. */
export function limitLeft(product: PublicProduct, variantId: string, lines: readonly StoredCartLine[]): number | null {
  const limit = product.limitConfiguration;
  return limit ? Math.max(0, limit.maxQuantity - inCart(product, variantId, lines)) : null;
}

/**
 * The cart's word on a limited line: how many more one person may add, or that the cart is over
 * (the checkout would refuse it). Null for a product without a limit.
 */
export function cartLimitNote(
  product: PublicProduct,
  variantId: string,
  lines: readonly StoredCartLine[],
): { text: string; over: boolean } | null {
  const limit = product.limitConfiguration;
  if (!limit) return null;
  const taken = inCart(product, variantId, lines);
  const left = limit.maxQuantity - taken;
  const head = perPersonText(limit.maxQuantity);
  if (left < 0) return { text: `${head}: remove ${-left} to pay.`, over: true };
  if (left === 0) return { text: `${head}: no more can be added.`, over: false };
  return { text: `${head}: ${left} more can be added.`, over: false };
}

/** The cart's total at this buyer's prices, and (when members pay less) what a member would pay. */
export function buyerTotalText(totals: { buyerCents: number; memberCents: number }, buyer: StoreBuyer) {
  const promo = 'A promo code is taken off at checkout.';
  const total = `Total: ${formatCents(totals.buyerCents)}`;
  return buyer.member || totals.memberCents >= totals.buyerCents
    ? { total, note: promo }
    : { total, note: `Paid members pay ${formatCents(totals.memberCents)}. ${promo}` };
}
