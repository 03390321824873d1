import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeProducts, storeVariants } from '../../db/schema';

/** Units of one variant: what a checkout holds, a payment sells, a refund may give back. */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Why a hold failed: the variant's stock, or the product's total, has only `left` units. */
export type HoldRefusal = { productId: string; variantId: string | null; left: number };

const sumBy = <K extends string>(lines: StockLine[], key: (line: StockLine) => K) => {
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

/**
 * Which line plainly cannot be had now, from a read that takes no lock (so it never waits on a
 * checkout or payment holding the stock rows): the first variant, then product, whose committed
 * stock is short. Undefined when every line looks available; only `holdStock`'s locked,
 * conditional update then decides, so this can refuse early but never oversell.
 */
export async function stockShortfall(db: Db, lines: StockLine[]): Promise<HoldRefusal | undefined> {
  const wanted = sumBy(lines, (line) => line.variantId);
  const variants = await db
    .select({
      id: storeVariants.id,
      productId: storeVariants.productId,
      left: sql<number | null>`${storeVariants.inventoryCount} - ${storeVariants.reserved}`,
    })
    .from(storeVariants)
    .where(
      inArray(
        storeVariants.id,
        wanted.map(([id]) => id),
      ),
    );
  for (const [variantId, quantity] of wanted) {
    const row = variants.find((variant) => variant.id === variantId);
    if (row && row.left !== null && row.left < quantity)
      return { productId: row.productId, variantId, left: Math.max(0, row.left) };
  }
  const totals = sumBy(lines, (line) => line.productId);
  const products = await db
    .select({ id: storeProducts.id, left: sql<number | null>`${storeProducts.capacity} - ${storeProducts.reserved}` })
    .from(storeProducts)
    .where(
      inArray(
        storeProducts.id,
        totals.map(([id]) => id),
      ),
    );
  for (const [productId, quantity] of totals) {
    const row = products.find((product) => product.id === productId);
    if (row && row.left !== null && row.left < quantity)
      return { productId, variantId: null, left: Math.max(0, row.left) };
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
