import type { PublicProduct } from '@cp/contracts/store';
import { formatCents } from './money';
import { buyerPriceCents, paysMemberPrice, perPersonText, type StoreBuyer } from './store-buyer';
import { maxQuantityPerLine } from './store-cart';

// A product's part of the store's product page (issue 25) without Mantine or zod: its call, how a
// variant is named, how many of it one cart line takes, and the words after "Add to cart". Shared
// by the portal's panel (components/store-product-panel.tsx) and the light page for visitors.

export type StoreVariant = PublicProduct['variants'][number];

/** GET: a product on sale, public (404 for one the store does not sell). */
export const storeProductApiPath = (productId: string) => `/api/v1/store/products/${encodeURIComponent(productId)}`;

/** null: no limit of stock. */
export const isVariantAvailable = (variant: StoreVariant) => variant.remaining === null || variant.remaining > 0;

const leftText = (remaining: number | null) =>
  remaining === null ? '' : remaining <= 0 ? ' · sold out' : ` · ${remaining} left`;

/**
 * At this buyer's price, for example 'Red M: $20.00 ($15.00 for members) · 3 left' to a visitor and
 * 'Red M: $15.00 member price · 3 left' to a paid member.
 */
export const variantLabel = (variant: StoreVariant, buyer: StoreBuyer) =>
  `${variant.name}: ${formatCents(buyerPriceCents(variant, buyer))}${
    paysMemberPrice(variant, buyer) ? ' member price' : ` (${formatCents(variant.memberPriceCents)} for members)`
  }${leftText(variant.remaining)}`;

/** A product's per-person limit as the product page reads it: the most, and what is left of it. */
export interface PerPerson {
  max: number;
  left: number;
}

/** The most one cart line of this variant takes: 10, or what is left of its stock or of the limit when less. */
export const cartLineLimit = (variant: StoreVariant | undefined, perPerson: PerPerson | null = null) =>
  Math.min(maxQuantityPerLine, variant?.remaining ?? maxQuantityPerLine, perPerson?.left ?? maxQuantityPerLine);

/**
 * What is wrong with how many were asked for (null: nothing); NaN when the field is empty. Past
 * the per-person limit it says the limit, as the checkout would refuse it.
 */
export function cartQuantityProblem(
  count: number,
  variant: StoreVariant | undefined,
  perPerson: PerPerson | null = null,
): string | null {
  const limit = cartLineLimit(variant, perPerson);
  if (Number.isInteger(count) && count >= 1 && count <= limit) return null;
  if (perPerson && perPerson.left === 0) return `${perPersonText(perPerson.max)}: your cart has them all.`;
  if (perPerson && limit === perPerson.left && Number.isInteger(count) && count > limit)
    return perPerson.left === perPerson.max
      ? perPersonText(perPerson.max)
      : `${perPersonText(perPerson.max)}: ${perPerson.left} more can be added.`;
  return `Choose 1 to ${Math.max(limit, 1)}`;
}

export const addToCartTexts = {
  added: (count: number, product: string, variant: string) => `Added ${count} × ${product} (${variant}) to your cart.`,
  full: 'Your cart is full: pay for it or remove a line first.',
  soldOut: 'Sold out.',
  viewCart: (lines: number) => `View cart (${lines})`,
};

// How the store's list shows a product (its card, in the portal and on the light page).

/** The lowest price this buyer pays: "from $15.00" when the variants differ; a member's says so. */
export function productPriceText(product: PublicProduct, buyer: StoreBuyer): string {
  const prices = product.variants.map((v) => buyerPriceCents(v, buyer));
  const lowest = Math.min(...prices);
  const text = prices.every((p) => p === lowest) ? formatCents(lowest) : `from ${formatCents(lowest)}`;
  const lowestMember = product.variants.some((v) => paysMemberPrice(v, buyer) && buyerPriceCents(v, buyer) === lowest);
  return lowestMember ? `${text} member price` : text;
}

/** Nothing left of the product, or of any of its variants. */
export function isSoldOut(product: PublicProduct): boolean {
  return product.remaining === 0 || product.variants.every((v) => v.remaining === 0);
}
