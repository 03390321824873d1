import type { Db, Tx } from '../../db/client';
import { isVariantOpen } from './product-view';
import {
  addToVariantCounters,
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
 * Keeps a product made or edited through the ticket routes in step with its variants: a ticket or
 * size-less item has one "General" variant, sized merchandise one per size, each at the item's
 * prices. Existing variants are matched by name so their ids and counters stay; one the item no
 * longer names is deleted when nothing was sold or held of it, else closed now so its history
 * (and the orders pointing at it) stays while the store stops selling it.
 */
export async function syncItemVariants(tx: Tx, productId: string, item: ItemShape): Promise<void> {
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
 * The variant an old single-item purchase counts in: its size's, else the only one on sale, else
 * General, else the first (a purchase made before its product had several variants).
 */
function variantOfItem(variants: VariantRow[], size: string | null): VariantRow | undefined {
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

/**
 * Moves the counters of the variant an old single-item checkout or purchase belongs to, as the
 * ticket routes move the product's: `reserved` when tickets are held or given back, `sold` (and
 * `reserved`, which counts what was sold) when a payment lands. With `hold`, false when the
 * variant's own stock (a manager may set one) has no room. A product with no variant (written
 * outside the routes and the migration) has nothing to keep in step.
 */
export async function countItemPurchase(
  tx: Tx,
  productId: string,
  size: string | null,
  delta: { reserved?: number; sold?: number },
  options: { hold?: boolean } = {},
): Promise<boolean> {
  const variant = variantOfItem(await variantRowsOf(tx, [productId]), size);
  return variant ? addToVariantCounters(tx, variant.id, delta, options.hold) : true;
}
