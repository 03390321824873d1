import type { PublicProduct } from '@cp/contracts/store';
import { formatCents } from './money';

// How the store's list shows a product, in plain functions: the portal's card and the light
// page for visitors (decision 0032) both use them.

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
