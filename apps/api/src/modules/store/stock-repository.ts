import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storeProducts, storeVariants } from '../../db/schema';

/** Units of one variant: what a checkout holds, a payment sells, a refund may give back. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Why a hold failed: the variant's stock, or the product's total, has only `left` units. */
export type HoldRefusal = { productId: string; variantId: string | null; left: number };

export const sumBy = <K extends string>(lines: StockLine[], key: (line: StockLine) => K) => {
  const sums = new Map<K, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + line.quantity);
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/**
 * Holds the lines' units on their variants and their products' totals, or nothing (the caller's
 * transaction rolls back on a refusal). Every checkout takes its row locks in one order, variants
 * by id and then products by id, so two carts never wait on each other in a circle; each UPDATE is
 * conditional (`reserved + n <= stock`), so stock is never oversold (decision 0020).
 */
export async function holdStock(tx: Tx, lines: StockLine[]): Promise<HoldRefusal | undefined> {
  const productOf = new Map(lines.map((line) => [line.variantId, line.productId]));
  for (const [variantId, quantity] of sumBy(lines, (line) => line.variantId)) {
    const productId = productOf.get(variantId)!;
    const held = await tx
      .update(storeVariants)
      .set({ reserved: sql`${storeVariants.reserved} + ${quantity}` })
      .where(
        and(
          eq(storeVariants.id, variantId),
          eq(storeVariants.productId, productId),
          sql`(${storeVariants.inventoryCount} is null or ${storeVariants.reserved} + ${quantity} <= ${storeVariants.inventoryCount})`,
        ),
      )
      .returning({ id: storeVariants.id });
    if (held.length === 0) {
      const [row] = await tx
        .select({
          left: sql<number>`greatest(0, coalesce(${storeVariants.inventoryCount}, 0) - ${storeVariants.reserved})::int`,
        })
        .from(storeVariants)
        .where(eq(storeVariants.id, variantId));
      return { productId, variantId, left: row?.left ?? 0 };
    }
  }
  for (const [productId, quantity] of sumBy(lines, (line) => line.productId)) {
    const held = await tx
      .update(storeProducts)
      .set({ reserved: sql`${storeProducts.reserved} + ${quantity}` })
      .where(
        and(
          eq(storeProducts.id, productId),
          sql`(${storeProducts.capacity} is null or ${storeProducts.reserved} + ${quantity} <= ${storeProducts.capacity})`,
        ),
      )
      .returning({ id: storeProducts.id });
    if (held.length === 0) {
      const [row] = await tx
        .select({
          left: sql<number>`greatest(0, coalesce(${storeProducts.capacity}, 0) - ${storeProducts.reserved})::int`,
        })
        .from(storeProducts)
        .where(eq(storeProducts.id, productId));
      return { productId, variantId: null, left: row?.left ?? 0 };
    }
  }
  return undefined;
}

/** Gives held (or, with `sold`, sold) units back to their variants and products, in the hold's lock order. */
export async function releaseStock(tx: Tx, lines: StockLine[], options: { sold: boolean } = { sold: false }) {
  for (const [variantId, quantity] of sumBy(lines, (line) => line.variantId)) {
    await tx
      .update(storeVariants)
      .set({
        reserved: sql`${storeVariants.reserved} - ${quantity}`,
        ...(options.sold ? { sold: sql`${storeVariants.sold} - ${quantity}` } : {}),
      })
      .where(eq(storeVariants.id, variantId));
  }
  for (const [productId, quantity] of sumBy(lines, (line) => line.productId)) {
    await tx
      .update(storeProducts)
      .set({
        reserved: sql`${storeProducts.reserved} - ${quantity}`,
        ...(options.sold ? { sold: sql`${storeProducts.sold} - ${quantity}` } : {}),
      })
      .where(eq(storeProducts.id, productId));
  }
}

/** Held units become sold ones (a payment arrived): `reserved` already counts them. */
export async function markStockSold(tx: Tx, lines: StockLine[]) {
  for (const [variantId, quantity] of sumBy(lines, (line) => line.variantId))
    await tx
      .update(storeVariants)
      .set({ sold: sql`${storeVariants.sold} + ${quantity}` })
      .where(eq(storeVariants.id, variantId));
  for (const [productId, quantity] of sumBy(lines, (line) => line.productId))
    await tx
      .update(storeProducts)
      .set({ sold: sql`${storeProducts.sold} + ${quantity}` })
      .where(eq(storeProducts.id, productId));
}
