import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
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
  const variants = sumBy(lines, (line) => line.variantId);
  if (variants.length === 1) return holdOneVariant(tx, { ...lines[0]!, quantity: variants[0]![1] });
  const productOf = new Map(lines.map((line) => [line.variantId, line.productId]));
  const holds: Hold[] = [
    ...variants.map(([id, quantity]) => ({ table: storeVariants, id, productId: productOf.get(id)!, quantity })),
    ...sumBy(lines, (line) => line.productId).map(([id, quantity]) => ({ table: storeProducts, id, quantity })),
  ];
  const [held] = rowsOf<Record<string, number>>(await tx.execute(chainedHolds(holds)));
  const refused = holds.findIndex((_, n) => held![`h${n}`] === 0);
  if (refused === -1) return undefined;
  const hold = holds[refused]!;
  const left = await leftOf(tx, hold.table, hold.id);
  return hold.table === storeVariants
    ? { productId: hold.productId!, variantId: hold.id, left }
    : { productId: hold.id, variantId: null, left };
}

/** One conditional hold of a cart's: a variant's stock (of its product) or a product's total. */
type Hold = { table: typeof storeVariants | typeof storeProducts; id: string; productId?: string; quantity: number };

/**
 * Every hold of a cart of several variants in one statement, so the hot rows stay locked for one
 * round trip (to the commit), not one per row. Each update reads the one before it (`exists`),
 * so the rows are locked one after another in `holdStock`'s order, and once one is refused the
 * rest hold nothing: the counts it answers (`h0`, `h1`, …) name the first refusal, as the updates
 * one by one did.
 */
function chainedHolds(holds: Hold[]): SQL {
  const steps = holds.map((hold, n) => {
    const after = n === 0 ? sql`` : sql` and exists (select from ${sql.raw(`h${n - 1}`)})`;
    const room =
      hold.table === storeVariants
        ? sql`product_id = ${hold.productId} and (inventory_count is null or reserved + ${hold.quantity} <= inventory_count)`
        : sql`(capacity is null or reserved + ${hold.quantity} <= capacity)`;
    return sql`${sql.raw(`h${n}`)} as (update ${hold.table} set reserved = reserved + ${hold.quantity}
        where id = ${hold.id} and ${room}${after} returning id)`;
  });
  const counts = holds.map((_, n) => sql.raw(`(select count(*) from h${n})::int as h${n}`));
  return sql`with ${sql.join(steps, sql`, `)} select ${sql.join(counts, sql`, `)}`;
}

/**
 * A cart of one variant (a ticket drop's) holds the variant and its product in one statement: the
 * product's update reads the variant's result, so the variant's row is locked first, in
 * `holdStock`'s order, and both rows stay locked for one round trip (to the commit), not three.
 */
async function holdOneVariant(tx: Tx, line: StockLine): Promise<HoldRefusal | undefined> {
  const { productId, variantId, quantity } = line;
  const [held] = rowsOf<{ variant: number; product: number }>(
    await tx.execute(sql`with variant as (
        update ${storeVariants} set reserved = reserved + ${quantity}
        where id = ${variantId} and product_id = ${productId}
          and (inventory_count is null or reserved + ${quantity} <= inventory_count)
        returning id
      ), product as (
        update ${storeProducts} set reserved = reserved + ${quantity}
        where id = ${productId} and (capacity is null or reserved + ${quantity} <= capacity)
          and exists (select from variant)
        returning id
      )
      select (select count(*) from variant)::int as variant, (select count(*) from product)::int as product`),
  );
  if (held!.variant === 0) return { productId, variantId, left: await leftOf(tx, storeVariants, variantId) };
  if (held!.product === 0) return { productId, variantId: null, left: await leftOf(tx, storeProducts, productId) };
  return undefined;
}

/** What a refused hold reports as left of a variant or a product. */
async function leftOf(tx: Tx, table: typeof storeVariants | typeof storeProducts, id: string): Promise<number> {
  const limit = table === storeVariants ? sql`inventory_count` : sql`capacity`;
  const [row] = rowsOf<{ left: number }>(
    await tx.execute(
      sql`select greatest(0, coalesce(${limit}, 0) - reserved)::int as left from ${table} where id = ${id}`,
    ),
  );
  return row?.left ?? 0;
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
  const variants = sumBy(lines, (line) => line.variantId);
  if (variants.length === 1) {
    // One statement, the variant's row first (the product's update reads its result): a
    // payment's commit follows it at once, so the rows stay locked for one round trip.
    const [variantId, quantity] = variants[0]!;
    await tx.execute(sql`with variant as (
        update ${storeVariants} set sold = sold + ${quantity} where id = ${variantId} returning id
      )
      update ${storeProducts} set sold = sold + ${quantity}
      where id = ${lines[0]!.productId} and exists (select from variant)`);
    return;
  }
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
