import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeProductImages, storeProducts, storeVariants } from '../../db/schema';

export type ProductRow = typeof storeProducts.$inferSelect;
export type ProductValues = typeof storeProducts.$inferInsert;
export type VariantRow = typeof storeVariants.$inferSelect;
export type VariantValues = typeof storeVariants.$inferInsert;
type Executor = Db | Tx;

export async function listProductRows(db: Executor): Promise<ProductRow[]> {
  return db.select().from(storeProducts).orderBy(asc(storeProducts.name), asc(storeProducts.id));
}

/** Which of these ids are products. */
export async function existingProductIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: storeProducts.id }).from(storeProducts).where(inArray(storeProducts.id, ids));
  return rows.map((row) => row.id);
}

export async function findProductRow(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts.id, id));
  return row;
}

/** The product's row, locked until the transaction ends: edits of one product take turns. */
export async function lockProductRow(tx: Tx, id: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(storeProducts).where(eq(storeProducts.id, id)).for('update');
  return row;
}

/** Variants of these products, in each product's order. */
export async function variantRowsOf(db: Executor, productIds: string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(storeVariants)
    .where(inArray(storeVariants.productId, productIds))
    .orderBy(asc(storeVariants.productId), asc(storeVariants.position), asc(storeVariants.createdAt));
}

export async function insertProductRow(tx: Tx, values: ProductValues): Promise<ProductRow | undefined> {
  const [row] = await tx.insert(storeProducts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Edits a product; none when its total stock would drop below what is sold or held. */
export async function updateProductRow(
  tx: Tx,
  id: string,
  changes: Partial<ProductValues>,
): Promise<ProductRow | undefined> {
  const capacity = changes.capacity;
  const [row] = await tx
    .update(storeProducts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(storeProducts.id, id), capacity == null ? undefined : sql`${storeProducts.reserved} <= ${capacity}`))
    .returning();
  return row;
}

/** Deletes a product nothing was ever sold or held of (its variants and image go with it). */
export async function deleteUnsoldProductRow(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(storeProducts)
    .where(
      and(
        eq(storeProducts.id, id),
        eq(storeProducts.reserved, 0),
        eq(storeProducts.sold, 0),
        sql`not exists (select 1 from ${storeOrderLines} where ${storeOrderLines.productId} = ${id})`,
      ),
    )
    .returning({ id: storeProducts.id });
  return deleted.length === 1;
}

export async function insertVariantRows(tx: Tx, values: VariantValues[]): Promise<void> {
  if (values.length > 0) await tx.insert(storeVariants).values(values);
}

/** Edits a variant; none when its stock would drop below what is sold or held. */
export async function updateVariantRow(
  tx: Tx,
  id: string,
  changes: Partial<VariantValues>,
): Promise<VariantRow | undefined> {
  const stock = changes.inventoryCount;
  const [row] = await tx
    .update(storeVariants)
    .set(changes)
    .where(and(eq(storeVariants.id, id), stock == null ? undefined : sql`${storeVariants.reserved} <= ${stock}`))
    .returning();
  return row;
}

/** Deletes a variant nothing was sold or held of; false when it has (or had) any. */
export async function deleteUnsoldVariantRow(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(storeVariants)
    .where(
      and(
        eq(storeVariants.id, id),
        eq(storeVariants.reserved, 0),
        eq(storeVariants.sold, 0),
        sql`not exists (select 1 from ${storeOrderLines} where ${storeOrderLines.variantId} = ${id})`,
      ),
    )
    .returning({ id: storeVariants.id });
  return deleted.length === 1;
}

export async function saveImageRow(tx: Tx, productId: string, contentType: string, bytes: Buffer) {
  await tx
    .insert(storeProductImages)
    .values({ productId, contentType, bytes })
    .onConflictDoUpdate({ target: storeProductImages.productId, set: { contentType, bytes, createdAt: new Date() } });
  const [row] = await tx
    .update(storeProducts)
    .set({ imageVersion: sql`coalesce(${storeProducts.imageVersion}, 0) + 1`, updatedAt: new Date() })
    .where(eq(storeProducts.id, productId))
    .returning();
  return row!;
}

export async function findImageRow(db: Executor, productId: string) {
  const [row] = await db
    .select({ contentType: storeProductImages.contentType, bytes: storeProductImages.bytes })
    .from(storeProductImages)
    .where(eq(storeProductImages.productId, productId));
  return row;
}

/**
 * Gives every product without variants the variants migration 0019 gave the items that existed
 * then: one General variant with the item's counters, or one per size (nothing is sold of a
 * product without variants: every sale is an order line in one). For the demo seed's items.
 */
export async function addItemVariantsWhereMissing(tx: Tx): Promise<void> {
  const withoutVariants = sql`not exists (select 1 from ${storeVariants} v where v.product_id = p.id)`;
  await tx.execute(sql`
    insert into ${storeVariants} (product_id, name, position, member_price_cents, non_member_price_cents, reserved, sold)
    select p.id, 'General', 0, p.member_price_cents, p.non_member_price_cents, p.reserved, p.sold
    from ${storeProducts} p
    where (p.type = 'ticket' or cardinality(p.sizes) = 0) and ${withoutVariants}`);
  await tx.execute(sql`
    insert into ${storeVariants} (product_id, name, position, member_price_cents, non_member_price_cents, reserved, sold)
    select p.id, s.size, s.position - 1, p.member_price_cents, p.non_member_price_cents,
           0, 0
    from ${storeProducts} p
    cross join lateral unnest(p.sizes) with ordinality as s(size, position)
    where p.type = 'merch' and cardinality(p.sizes) > 0 and ${withoutVariants}`);
}
