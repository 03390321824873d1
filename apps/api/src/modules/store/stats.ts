import type { ProductStats } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findProductRow, variantRowsOf } from './products-repository';
import { ledgerByVariant, salesByDay } from './orders-repository';

/**
 * GET /api/v1/store/admin/products/{productId}/stats. Sold, held and revenue are the ledger's
 * (`ledgerByVariant`: the sales page and the door count the same lines); only what is left comes
 * from the stock counters, which a refund without restock does not give back.
 */
export async function productStats(db: Db, productId: string): Promise<ProductStats> {
  if (!(await findProductRow(db, productId))) throw notFound('Product not found.');
  const [variants, figures, days] = await Promise.all([
    variantRowsOf(db, [productId]),
    ledgerByVariant(db, productId),
    salesByDay(db, productId),
  ]);
  const figuresOf = new Map(figures.map((row) => [row.variantId, row]));
  const none = { sold: 0, held: 0, revenueCents: 0 };
  return {
    variants: variants.map((variant) => {
      const { sold, held, revenueCents } = figuresOf.get(variant.id) ?? none;
      const left = variant.inventoryCount === null ? null : Math.max(0, variant.inventoryCount - variant.reserved);
      return { variantId: variant.id, name: variant.name, sold, held, left, revenueCents };
    }),
    salesByDay: days,
  };
}
