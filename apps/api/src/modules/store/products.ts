import type { Product, PublicProduct } from '@cp/contracts/store';
import { storeMessages } from '@cp/contracts/store';
import type { EventResponse } from '@cp/contracts/events';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { findEvent } from '../events';
import { isOpen, toProduct, toPublicProduct } from './product-view';
import { memberPricedVariants, type MemberPriceDeps } from './member-price';
import {
  deleteUnsoldProductRow,
  findProductRow,
  listProductRows,
  variantRowsOf,
  type ProductRow,
  type VariantRow,
} from './products-repository';

export const storeAudit = (tx: Db | Tx, actor: Acting, target: string, message: string) =>
  writeAudit(tx, { module: 'store', actor: actor.username, target, message, requestId: actor.requestId });

/** The events of these products, each looked up once through the events module's public face. */
async function eventsOf(db: Db, rows: ProductRow[]): Promise<Map<string, EventResponse>> {
  const ids = [...new Set(rows.map((row) => row.eventId).filter((id): id is string => id !== null))];
  const found = await Promise.all(ids.map(async (id) => [id, await findEvent(db, id)] as const));
  return new Map(found.filter((entry): entry is [string, EventResponse] => entry[1] !== undefined));
}

async function withVariants(db: Db, rows: ProductRow[]) {
  const variants = await variantRowsOf(
    db,
    rows.map((row) => row.id),
  );
  const events = await eventsOf(db, rows);
  const variantsOf = (id: string): VariantRow[] => variants.filter((variant) => variant.productId === id);
  return rows.map((row) => ({
    row,
    variants: variantsOf(row.id),
    event: row.eventId ? events.get(row.eventId) : undefined,
  }));
}

/** Who is looking at the store: the signed-in person (their member lists price each variant), if any. */
export interface StoreViewer {
  pricing: MemberPriceDeps;
  buyer: string | undefined;
}

const memberPricedOf = (viewer: StoreViewer, variants: VariantRow[]) =>
  memberPricedVariants(
    viewer.pricing,
    viewer.buyer,
    variants.map((variant) => ({ variantId: variant.id, memberLists: variant.memberLists })),
  );

/** GET /api/v1/store/products: open products, with what is left of each and this viewer's prices. */
export async function listOpenProducts(db: Db, viewer: StoreViewer): Promise<{ products: PublicProduct[] }> {
  const open = (await withVariants(db, await listProductRows(db))).filter(({ row, event }) => isOpen(row, event));
  const memberPriced = await memberPricedOf(
    viewer,
    open.flatMap(({ variants }) => variants),
  );
  return { products: open.map(({ row, variants, event }) => toPublicProduct(row, variants, event, memberPriced)) };
}

/**
 * GET /api/v1/store/products/{productId}: a product not (or no longer) on sale still has a page,
 * as the spec's items do (the page says it is closed); only an unknown id is 404.
 */
export async function getPublicProduct(db: Db, productId: string, viewer: StoreViewer): Promise<PublicProduct> {
  const row = await findProductRow(db, productId);
  if (!row) throw notFound('There is no such product in the store.');
  const [product] = await withVariants(db, [row]);
  const memberPriced = await memberPricedOf(viewer, product!.variants);
  return toPublicProduct(product!.row, product!.variants, product!.event, memberPriced);
}

/** GET /api/v1/store/admin/products: every product, open or not. */
export async function listProducts(db: Db): Promise<{ products: Product[] }> {
  const products = await withVariants(db, await listProductRows(db));
  return { products: products.map(({ row, variants, event }) => toProduct(row, variants, event)) };
}

/** GET /api/v1/store/admin/products/{productId} */
export async function getProduct(db: Db, productId: string): Promise<Product> {
  const row = await findProductRow(db, productId);
  if (!row) throw notFound('Product not found.');
  const [product] = await withVariants(db, [row]);
  return toProduct(product!.row, product!.variants, product!.event);
}

/** DELETE /api/v1/store/admin/products/{productId}: only a product nobody bought or holds. */
export async function deleteProduct(db: Db, actor: Acting, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findProductRow(tx, productId);
    if (!row) throw notFound('Product not found.');
    if (!(await deleteUnsoldProductRow(tx, productId))) throw conflict(storeMessages.soldProduct);
    await storeAudit(tx, actor, productId, `Deleted product "${row.name}".`);
  });
}
