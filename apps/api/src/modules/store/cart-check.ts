import { storeMessages, type CartLine } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { appliesTo, discountLines, isOnSaleAt, lineName } from './cart-pricing';
import { findCartVariants, findPromoCode, type CartVariant } from './checkout-repository';
import { memberPricedVariants, type MemberPriceDeps } from './member-price';

/** A cart line that exists and is on sale, at the price this buyer pays. */
export type CheckedLine = CartVariant & { quantity: number; unitPriceCents: number };

/** The same variant twice in one cart is one line of both quantities. */
function mergeLines(items: CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const item of items) {
    const key = `${item.productId}/${item.variantId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/**
 * Every line is checked before anything is held: each variant must be of the product named and
 * on sale now (the event's start closing a ticketed product's sales), sold to this buyer (a
 * product marked verifiedIdentityRequired only to a signed-in one: 401) and priced for them: the
 * member price when the signed-in `buyer` is on one of the variant's member lists.
 */
export async function checkCart(
  deps: MemberPriceDeps & { db: Db; eventStart: (eventId: string) => Promise<Date | null> },
  items: CartLine[],
  buyer: string | undefined,
): Promise<CheckedLine[]> {
  const lines = mergeLines(items);
  const variants = new Map(
    (
      await findCartVariants(
        deps.db,
        lines.map((line) => line.variantId),
      )
    ).map((row) => [row.variantId, row]),
  );
  const memberPriced = await memberPricedVariants(deps, buyer, [...variants.values()]);
  const now = new Date();
  const starts = new Map<string, Date | null>();
  const checked: CheckedLine[] = [];
  for (const line of lines) {
    const variant = variants.get(line.variantId);
    if (!variant || variant.productId !== line.productId) throw conflict(storeMessages.unknownLine);
    if (variant.eventId && !starts.has(variant.eventId))
      starts.set(variant.eventId, await deps.eventStart(variant.eventId));
    const eventStart = variant.eventId ? (starts.get(variant.eventId) ?? null) : null;
    if (!isOnSaleAt(variant, eventStart, now)) throw conflict(storeMessages.notOnSale(lineName(variant)));
    if (variant.verifiedIdentityRequired && buyer === undefined)
      throw new AppError('UnauthorizedError', storeMessages.signInRequired(variant.productName));
    const unitPriceCents = memberPriced.has(variant.variantId) ? variant.memberPriceCents : variant.nonMemberPriceCents;
    checked.push({ ...variant, quantity: line.quantity, unitPriceCents });
  }
  return checked;
}

/**
 * The promo code's discount, line by line: 400 when the code is unknown or not valid now, or
 * applies to nothing in the cart. Whether a use is left is decided when it is held.
 */
export async function promoDiscount(db: Db, code: string | undefined, lines: CheckedLine[]) {
  if (!code) return { promoCode: null, lines: discountLines(lines, undefined) };
  const promo = await findPromoCode(db, code);
  const now = new Date();
  if (!promo || promo.validFrom > now || promo.validUntil <= now) throw badRequest(storeMessages.promoInvalid);
  if (!lines.some((line) => appliesTo(promo, line.productId))) throw badRequest(storeMessages.promoNotApplicable);
  return { promoCode: promo.code, lines: discountLines(lines, promo) };
}
