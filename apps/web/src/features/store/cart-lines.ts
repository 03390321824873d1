import type { PublicProduct } from '@cp/contracts/store';
import { buyerPriceCents, cartLimitNote, type StoreBuyer } from '../../lib/store-buyer';
import type { StoredCartLine } from '../../lib/store-cart';

export interface CartRow {
  line: StoredCartLine;
  /** Undefined when the product or variant is no longer on sale. */
  product?: PublicProduct;
  variant?: PublicProduct['variants'][number];
}

/** The saved lines joined to what the store sells now (prices come from the store, never the browser). */
export function cartRows(lines: readonly StoredCartLine[], products: readonly PublicProduct[]): CartRow[] {
  return lines.map((line) => {
    const product = products.find((p) => p.productId === line.productId);
    const variant = product?.variants.find((v) => v.variantId === line.variantId);
    return variant ? { line, product, variant } : { line };
  });
}

/**
 * The cart's totals in cents before any promo code: at this buyer's prices (each variant's member
 * price where they pay it) and at member prices; lines no longer on sale count nothing.
 */
export function cartTotals(rows: readonly CartRow[], buyer: StoreBuyer) {
  let buyerCents = 0;
  let memberCents = 0;
  for (const { line, variant } of rows) {
    if (!variant) continue;
    buyerCents += buyerPriceCents(variant, buyer) * line.quantity;
    memberCents += variant.memberPriceCents * line.quantity;
  }
  return { buyerCents, memberCents };
}

/**
 * What keeps the cart from being paid before the checkout would say it: a line past its
 * per-person limit, or (signed out) a product sold only to signed-in buyers, by name.
 */
export function cartBlockers(rows: readonly CartRow[], lines: readonly StoredCartLine[], buyer: StoreBuyer) {
  const overLimit = rows.some(
    ({ line, product }) => product !== undefined && cartLimitNote(product, line.variantId, lines)?.over === true,
  );
  const signInFor = buyer.signedIn
    ? []
    : [...new Set(rows.flatMap(({ product }) => (product?.verifiedIdentityRequired ? [product.name] : [])))];
  return { overLimit, signInFor };
}
