import type { PublicProduct } from '@cp/contracts/store';
import { formatCents } from './money';
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

/** For example 'Red M: $15.00 members, $20.00 others · 3 left'. */
export const variantLabel = (variant: StoreVariant) =>
  `${variant.name}: ${formatCents(variant.memberPriceCents)} members, ${formatCents(variant.nonmemberPriceCents)} others${leftText(variant.remaining)}`;

/** The most one cart line of this variant takes: 10, or what is left when less. */
export const cartLineLimit = (variant: StoreVariant | undefined) =>
  Math.min(maxQuantityPerLine, variant?.remaining ?? maxQuantityPerLine);

/** What is wrong with how many were asked for (null: nothing); NaN when the field is empty. */
export function cartQuantityProblem(count: number, variant: StoreVariant | undefined): string | null {
  const limit = cartLineLimit(variant);
  return Number.isInteger(count) && count >= 1 && count <= limit ? null : `Choose 1 to ${Math.max(limit, 1)}`;
}

export const addToCartTexts = {
  added: (count: number, product: string, variant: string) => `Added ${count} × ${product} (${variant}) to your cart.`,
  full: 'Your cart is full: pay for it or remove a line first.',
  soldOut: 'Sold out.',
  viewCart: (lines: number) => `View cart (${lines})`,
};

// How the store's list shows a product (its card, in the portal and on the light page).

/** The lowest non-member price: "from $15.00" when the variants differ. */
export function productPriceText(product: PublicProduct): string {
  const prices = product.variants.map((v) => v.nonmemberPriceCents);
  const lowest = Math.min(...prices);
  return prices.every((p) => p === lowest) ? formatCents(lowest) : `from ${formatCents(lowest)}`;
}

/** Nothing left of the product, or of any of its variants. */
export function isSoldOut(product: PublicProduct): boolean {
  return product.remaining === 0 || product.variants.every((v) => v.remaining === 0);
}
