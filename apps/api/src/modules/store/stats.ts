import type { ProductStats } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findProductRow, variantRowsOf } from './products-repository';
import { revenueByVariant, salesByDay } from './orders-repository';

/**
 * GET /api/v1/store/admin/products/{productId}/stats. A variant's counters say what is sold and
 * held (held = reserved less sold: open checkouts); revenue is what its paid lines brought in,
 * after their share of any discount.
 */
export async function productStats(db: Db, productId: string): Promise<ProductStats> {
  if (!(await findProductRow(db, productId))) throw notFound('Product not found.');
  const [variants, revenue, days] = await Promise.all([
    variantRowsOf(db, [productId]),
    revenueByVariant(db, productId),
    salesByDay(db, productId),
  ]);
  const revenueOf = new Map(revenue.map((row) => [row.variantId, row.revenueCents]));
  return {
    variants: variants.map((variant) => ({
      variantId: variant.id,
      name: variant.name,
      sold: variant.sold,
      held: Math.max(0, variant.reserved - variant.sold),
      left: variant.inventoryCount === null ? null : Math.max(0, variant.inventoryCount - variant.reserved),
      revenueCents: revenueOf.get(variant.id) ?? 0,
    })),
    salesByDay: days,
  };
}
