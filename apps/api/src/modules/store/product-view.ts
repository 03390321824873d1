import type { Product, PublicProduct } from '@cp/contracts/store';
import type { EventResponse } from '@cp/contracts/events';
import { localToInstant } from '../events';
import type { ProductRow, VariantRow } from './products-repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const secondsOrNull = (at: Date | null) => (at ? seconds(at) : null);

/** Cache-busting address of a product's image: a new upload is a new address. */
export const imageUrlOf = (row: ProductRow) =>
  row.imageVersion === null ? null : `/api/v1/store/products/${encodeURIComponent(row.id)}/image?v=${row.imageVersion}`;

/** When sales end: the product's own close time, else (an event's product) the event's start, else never. */
export function closesAt(row: ProductRow, event: EventResponse | undefined): Date | null {
  if (row.closeAt) return row.closeAt;
  return event ? localToInstant(event.start) : null;
}

/** What is left of a stock: null when unlimited. */
const remainingOf = (stock: number | null, reserved: number) => (stock === null ? null : Math.max(0, stock - reserved));

/** The price ids a line or variant names (no payment provider's object: which price, of which variant). */
export const memberPriceIdOf = (variantId: string) => `member:${variantId}`;
export const nonmemberPriceIdOf = (variantId: string) => `nonmember:${variantId}`;

/** The platform leaves an unset field out: `undefined` for null (and, where it asks min 1, for ''). */
const present = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
const text = (value: string | null) => (value ? value : undefined);

export function toProduct(row: ProductRow, variants: VariantRow[], event: EventResponse | undefined): Product {
  return {
    productId: row.id,
    name: row.name,
    description: row.description,
    imageUrl: present(imageUrlOf(row)),
    eventId: present(row.eventId),
    // Sales off (the ticket routes' "false") shows as never opened: the epoch's start is as closed as any.
    openAt: row.salesOpenAt ? seconds(row.salesOpenAt) : 0,
    closeAt: present(secondsOrNull(closesAt(row, event))),
    limitConfiguration:
      row.limitType && row.limitMax ? { limitType: row.limitType, maxQuantity: row.limitMax } : undefined,
    verifiedIdentityRequired: row.verifiedIdentityRequired,
    // A total stock counts across variants (the platform's PER_PRODUCT); else each variant's own.
    inventoryMode: row.capacity === null ? 'PER_VARIANT' : 'PER_PRODUCT',
    totalInventoryCount: present(row.capacity),
    totalSoldCount: row.sold,
    additionalEmailText: text(row.additionalEmailText),
    variantFriendlyName: row.variantFriendlyName,
    isOpen: isOpen(row, event),
    variants: variants.map((variant) => ({
      variantId: variant.id,
      name: variant.name,
      description: text(variant.description),
      memberLists: variant.memberLists,
      memberPriceId: memberPriceIdOf(variant.id),
      nonmemberPriceId: nonmemberPriceIdOf(variant.id),
      memberPriceCents: variant.memberPriceCents,
      nonmemberPriceCents: variant.nonMemberPriceCents,
      inventoryCount: variant.inventoryCount,
      soldCount: variant.sold,
      exchangesAllowed: variant.exchangesAllowed,
      openAt: present(secondsOrNull(variant.openAt)),
      closeAt: present(secondsOrNull(variant.closeAt)),
    })),
  };
}

/** A product as its buyer sees it: `memberPriced`, the ids of the variants they pay the member price for. */
export function toPublicProduct(
  row: ProductRow,
  variants: VariantRow[],
  event: EventResponse | undefined,
  memberPriced: ReadonlySet<string>,
): PublicProduct {
  const product = toProduct(row, variants, event);
  return {
    ...product,
    remaining: remainingOf(row.capacity, row.reserved),
    event: event
      ? {
          eventId: event.id,
          title: event.title,
          description: event.description,
          location: event.location,
          start: event.start,
          end: event.end ?? event.start,
        }
      : undefined,
    variants: product.variants.map((variant, i) => ({
      ...variant,
      remaining: remainingOf(variants[i]!.inventoryCount, variants[i]!.reserved),
      paysMemberPrice: memberPriced.has(variant.variantId),
    })),
  };
}

/** Open now: sales on and begun, and not yet closed (the product's own or its event's start). */
export function isOpen(row: ProductRow, event: EventResponse | undefined, now = new Date()): boolean {
  const closes = closesAt(row, event);
  return row.salesOpenAt !== null && row.salesOpenAt <= now && (closes === null || now < closes);
}

/** A variant on sale now, inside its own window if it has one. */
export const isVariantOpen = (variant: VariantRow, now = new Date()) =>
  (variant.openAt === null || variant.openAt <= now) && (variant.closeAt === null || now < variant.closeAt);
