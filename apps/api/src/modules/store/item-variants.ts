import type { Db, Tx } from '../../db/client';
import { isVariantOpen } from './product-view';
import {
  deleteUnsoldVariantRow,
  insertVariantRows,
  updateVariantRow,
  variantRowsOf,
  type VariantRow,
} from './products-repository';

/** The name of the one variant of a ticket, or of merchandise without sizes (migration 0019). */
export const generalVariantName = 'General';

/** What the spec's ticket routes say of an item: all its variants follow from it. */
export interface ItemShape {
  type: 'ticket' | 'merch';
  sizes: readonly string[];
  memberPriceCents: number;
  nonMemberPriceCents: number;
}

const variantNamesOf = (item: ItemShape) =>
  item.type === 'merch' && item.sizes.length > 0 ? [...item.sizes] : [generalVariantName];

/**
 * Writes the variants of a product made or edited through the ticket routes, the one place their
 * item-level prices and sizes reach the variants (decision 0063): a ticket or
 * size-less item has one "General" variant, sized merchandise one per size, each at the item's
 * prices. Existing variants are matched by name so their ids and counters stay; one the item no
 * longer names is deleted when nothing was sold or held of it, else closed now so its history
 * (and the orders pointing at it) stays while the store stops selling it.
 */
export async function writeItemVariants(tx: Tx, productId: string, item: ItemShape): Promise<void> {
  const names = variantNamesOf(item);
  const existing = await variantRowsOf(tx, [productId]);
  const byName = new Map(existing.map((variant) => [variant.name, variant]));
  const prices = { memberPriceCents: item.memberPriceCents, nonMemberPriceCents: item.nonMemberPriceCents };
  const added = [];
  for (const [position, name] of names.entries()) {
    const variant = byName.get(name);
    if (variant) await updateVariantRow(tx, variant.id, { ...prices, position, closeAt: null });
    else added.push({ productId, name, position, ...prices });
  }
  await insertVariantRows(tx, added);
  const dropped = existing.filter((variant) => !names.includes(variant.name));
  for (const [offset, variant] of dropped.entries()) {
    if (await deleteUnsoldVariantRow(tx, variant.id)) continue;
    await updateVariantRow(tx, variant.id, { position: names.length + offset, closeAt: new Date() });
  }
}

/**
 * The variant a single-item checkout sells (decision 0063): its size's, else the only one on
 * sale, else General, else the first.
 */
export async function variantOfItem(db: Db, productId: string, size: string | null): Promise<VariantRow | undefined> {
  const variants = await variantRowsOf(db, [productId]);
  const open = variants.filter((variant) => isVariantOpen(variant));
  return (
    (size ? variants.find((variant) => variant.name === size) : undefined) ??
    (open.length === 1 ? open[0] : undefined) ??
    variants.find((variant) => variant.name === generalVariantName) ??
    variants[0]
  );
}

/**
 * Whether a single-item checkout without a size leaves the variant unchosen: the product has
 * several variants on sale now. Such a checkout is refused rather than sold in the first one.
 */
export async function itemNeedsVariant(db: Db, productId: string, size: string | null): Promise<boolean> {
  if (size) return false;
  const open = (await variantRowsOf(db, [productId])).filter((variant) => isVariantOpen(variant));
  return open.length > 1;
}
