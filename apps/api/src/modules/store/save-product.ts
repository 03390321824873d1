import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  reservedProductIds,
  type createProductRequest,
  type updateProductRequest,
  type variantInput,
} from '@cp/contracts/store';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { findEvent } from '../events';
import { unknownLists } from '../memberships';
import { storeAudit } from './products';
import {
  deleteUnsoldVariantRow,
  insertProductRow,
  insertVariantRows,
  lockProductRow,
  updateProductRow,
  updateVariantRow,
  variantRowsOf,
  type ProductValues,
} from './products-repository';

type CreateInput = z.output<typeof createProductRequest>;
type UpdateInput = z.output<typeof updateProductRequest>;
type VariantInput = z.output<typeof variantInput>;

/** Clothing sizes: a product whose variants are all sizes shows them as the spec's item `sizes`. */
const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A readable id for the store URL: the name's words and 6 random hex digits (never a reserved one). */
function newProductId(name: string) {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${words || 'product'}-${randomBytes(3).toString('hex')}`;
}

const toDate = (at: number | null | undefined) => (at == null ? null : new Date(at * 1000));

/**
 * The columns the spec's ticket routes read, derived from the product: its type (a ticketed
 * event's product is a ticket), the first variant's prices, the total stock as capacity, sizes.
 */
function itemColumns(
  eventId: string | null,
  variants: VariantInput[],
): Pick<ProductValues, 'type' | 'memberPriceCents' | 'nonMemberPriceCents' | 'sizes'> {
  const first = variants[0]!;
  const names = variants.map((variant) => variant.name);
  return {
    type: eventId ? 'ticket' : 'merch',
    memberPriceCents: first.memberPriceCents,
    nonMemberPriceCents: first.nonmemberPriceCents,
    sizes: !eventId && names.every((name) => clothingSizes.includes(name)) ? names : [],
  };
}

const variantValues = (variant: VariantInput, position: number) => ({
  name: variant.name,
  description: variant.description,
  exchangesAllowed: variant.exchangesAllowed,
  // Left out: the default (paid members) on a new variant, kept as it was on an edited one.
  memberLists: variant.memberLists,
  position,
  memberPriceCents: variant.memberPriceCents,
  nonMemberPriceCents: variant.nonmemberPriceCents,
  inventoryCount: variant.inventoryCount,
  openAt: toDate(variant.openAt),
  closeAt: toDate(variant.closeAt),
});

/** Event ids are UUIDs: anything else names no event (and would fail the events table's lookup). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function assertEvent(db: Db, eventId: string | null | undefined) {
  if (eventId && (!uuidPattern.test(eventId) || !(await findEvent(db, eventId))))
    throw badRequest('There is no such event.');
}

/**
 * A variant's member lists must be lists here (decision 0055): `acmpaid`, or an external list that
 * has members (an external list exists while it has members); any other name is 400, by name.
 */
async function assertMemberLists(db: Db, variants: VariantInput[] | undefined) {
  const unknown = await unknownLists(
    db,
    (variants ?? []).flatMap((variant) => variant.memberLists ?? []),
  );
  if (unknown.length > 0) throw badRequest(`There is no member list ${unknown.map((list) => `"${list}"`).join(', ')}.`);
}

/** The platform's direct image upload is named in its bodies: refused here rather than dropped. */
export const imageUploadRefused = "Upload the product's image with PUT /api/v1/store/admin/products/{productId}/image.";
function assertSupported(input: { requestingImageUpload?: unknown }) {
  if (input.requestingImageUpload !== undefined) throw badRequest(imageUploadRefused);
}

/** POST /api/v1/store/admin/products: the platform's answer, `{success, productId}`. */
export async function createProduct(
  db: Db,
  actor: Acting,
  input: CreateInput,
): Promise<{ success: true; productId: string }> {
  assertSupported(input);
  await assertEvent(db, input.eventId);
  await assertMemberLists(db, input.variants);
  const id = input.productId ?? newProductId(input.name);
  if ((reservedProductIds as readonly string[]).includes(id)) throw badRequest('This id is reserved.');
  await db.transaction(async (tx) => {
    const row = await insertProductRow(tx, {
      id,
      name: input.name,
      description: input.description,
      eventId: input.eventId,
      // Left out, sales open now (the platform's reading of a product without openAt).
      salesOpenAt: toDate(input.openAt) ?? new Date(),
      closeAt: toDate(input.closeAt),
      capacity: input.totalInventoryCount,
      variantFriendlyName: input.variantFriendlyName,
      limitType: input.limitConfiguration?.limitType ?? null,
      limitMax: input.limitConfiguration?.maxQuantity ?? null,
      additionalEmailText: input.additionalEmailText,
      verifiedIdentityRequired: input.verifiedIdentityRequired,
      ...itemColumns(input.eventId, input.variants),
    });
    if (!row) throw conflict(`A product with id ${id} already exists.`);
    await insertVariantRows(
      tx,
      input.variants.map((variant, position) => ({ productId: id, ...variantValues(variant, position) })),
    );
    await storeAudit(tx, actor, id, `Created product "${input.name}" with ${input.variants.length} variant(s).`);
  });
  return { success: true, productId: id };
}

/**
 * Writes the listed variants: one with a variantId is edited, one without is new, an unlisted one
 * is deleted unless something of it was sold or is held (409). Stock never drops below what is
 * sold or held (409).
 */
async function saveVariants(tx: Tx, productId: string, variants: VariantInput[]) {
  const existing = await variantRowsOf(tx, [productId]);
  const listed = new Set(variants.flatMap((variant) => (variant.variantId ? [variant.variantId] : [])));
  for (const variant of existing.filter((row) => !listed.has(row.id)))
    if (!(await deleteUnsoldVariantRow(tx, variant.id)))
      throw conflict(`${variant.name} has orders: it cannot be removed (close it instead).`);
  const added = [];
  for (const [position, variant] of variants.entries()) {
    if (!variant.variantId) {
      added.push({ productId, ...variantValues(variant, position) });
      continue;
    }
    const before = existing.find((row) => row.id === variant.variantId);
    if (!before) throw badRequest(`${variant.name} is not a variant of this product.`);
    if (!(await updateVariantRow(tx, before.id, variantValues(variant, position))))
      throw conflict(`Stock of ${variant.name} cannot be lower than the ${before.reserved} sold or held.`);
  }
  await insertVariantRows(tx, added);
}

/** PATCH /api/v1/store/admin/products/{productId}: only the fields sent change. */
export async function updateProduct(db: Db, actor: Acting, productId: string, input: UpdateInput): Promise<void> {
  assertSupported(input);
  await assertEvent(db, input.eventId);
  await assertMemberLists(db, input.variants);
  await db.transaction(async (tx) => {
    const before = await lockProductRow(tx, productId);
    if (!before) throw notFound('Product not found.');
    const eventId = input.eventId === undefined ? before.eventId : input.eventId;
    const changes: Partial<ProductValues> = {
      name: input.name,
      description: input.description,
      eventId: input.eventId,
      salesOpenAt: input.openAt === undefined ? undefined : toDate(input.openAt),
      closeAt: input.closeAt === undefined ? undefined : toDate(input.closeAt),
      capacity: input.totalInventoryCount,
      limitType: input.limitConfiguration === undefined ? undefined : (input.limitConfiguration?.limitType ?? null),
      limitMax: input.limitConfiguration === undefined ? undefined : (input.limitConfiguration?.maxQuantity ?? null),
      additionalEmailText: input.additionalEmailText,
      verifiedIdentityRequired: input.verifiedIdentityRequired,
      variantFriendlyName: input.variantFriendlyName,
      ...(input.variants
        ? itemColumns(eventId, input.variants)
        : { type: eventId ? ('ticket' as const) : ('merch' as const) }),
    };
    if (!(await updateProductRow(tx, productId, changes)))
      throw conflict(`Total stock cannot be lower than the ${before.reserved} sold or held.`);
    if (input.variants) await saveVariants(tx, productId, input.variants);
    await storeAudit(tx, actor, productId, `Edited product "${input.name ?? before.name}".`);
  });
}
