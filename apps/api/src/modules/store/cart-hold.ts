import { storeMessages } from '@cp/contracts/store';
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { lineName } from './cart-pricing';
import type { CheckedLine } from './cart-check';
import { holdPromoCode, lockBuyer, unitsHeldBy, unitsOfBuyer, type BuyerKey } from './checkout-repository';
import { holdStock, sumBy, type HoldRefusal, type StockLine } from './stock-repository';

/** Who checks out: whose order it is, the email the receipt goes to, and where from. */
export interface Buyer {
  key: BuyerKey;
  email: string;
  clientAddress: string;
}

/**
 * One buyer may hold `perBuyer` units unpaid across open orders: without it, a few checkouts
 * repeated every 35 minutes hold a whole stock unpaid. Signed-out buyers of one address may hold
 * `perAddress` together: their emails cost nothing to invent. A signed-in person is bounded by
 * their own count alone, so nobody signed out shares (and fills) it. The buyer's count is exact
 * (under the buyer's lock); the address's is read without a lock of its own, so a burst from one
 * address may pass it by what is in flight at once: a bound against hoarding, not a count, and one
 * lock per address would make every checkout behind one campus NAT take turns.
 */
async function assertMayHold(
  tx: Tx,
  limits: { perBuyer: number; perAddress: number },
  buyer: Buyer,
  units: number,
  wording: HoldWording,
) {
  const byBuyer = await unitsHeldBy(tx, buyer.key);
  if (byBuyer + units > limits.perBuyer)
    throw conflict(wording.overBuyer('username' in buyer.key ? null : buyer.email, byBuyer, units, limits.perBuyer));
  if (
    'guestEmail' in buyer.key &&
    (await unitsHeldBy(tx, { guestAddress: buyer.clientAddress })) + units > limits.perAddress
  )
    throw new AppError('RateLimitExceededError', wording.overAddress);
}

/** How a refused hold is worded: the cart's words, or the spec's single-item checkout's (decision 0063). */
export interface HoldWording {
  /** `email` is null for a signed-in buyer ("You"). */
  overBuyer(email: string | null, held: number, units: number, max: number): string;
  overAddress: string;
}

const cartWording: HoldWording = {
  overBuyer: (email, held, units, max) =>
    `${email ?? 'You'} would hold ${held + units} unpaid items in open checkouts (at most ${max} at once). Pay for the open ones, or try again when they are released.`,
  overAddress: 'Too many unpaid items are held from your network right now. Please try again in a few minutes.',
};

/** A line as a per-person limit reads it. */
export type LimitedLine = StockLine & {
  productName: string;
  variantName: string;
  limitType: CheckedLine['limitType'];
  limitMax: number | null;
};

/**
 * Why these lines would take the buyer past a per-person limit (null: they fit). It counts the
 * buyer's open and paid orders with these lines, per product (all its variants) or per variant, as
 * the product says. Call it under the buyer's lock.
 */
export async function limitRefusal(tx: Tx, key: BuyerKey, lines: LimitedLine[]): Promise<string | null> {
  const limited = lines.filter((line) => line.limitType !== null && line.limitMax !== null);
  if (limited.length === 0) return null;
  const had = await unitsOfBuyer(
    tx,
    key,
    limited.map((line) => line.productId),
  );
  const sum = (rows: { quantity: number }[]) => rows.reduce((total, row) => total + row.quantity, 0);
  for (const line of limited) {
    const perProduct = line.limitType === 'PER_PRODUCT';
    const mine = (row: { productId: string; variantId: string }) =>
      perProduct ? row.productId === line.productId : row.variantId === line.variantId;
    if (sum(had.filter(mine)) + sum(lines.filter(mine)) > line.limitMax!)
      return storeMessages.overLimit(lineName(line), line.limitMax!);
  }
  return null;
}

/**
 * Whether this buyer may hold the cart: the buyer's lock (kept until the transaction ends), their
 * hold bound and their per-person limits. Called before the order is written.
 */
export async function assertBuyerMayHold(
  tx: Tx,
  limits: { perBuyer: number; perAddress: number },
  buyer: Buyer,
  lines: LimitedLine[],
  wording: HoldWording = cartWording,
): Promise<void> {
  await lockBuyer(tx, buyer.key);
  await assertMayHold(
    tx,
    limits,
    buyer,
    lines.reduce((units, line) => units + line.quantity, 0),
    wording,
  );
  const refusal = await limitRefusal(tx, buyer.key, lines);
  if (refusal) throw conflict(refusal);
}

/**
 * Holds the stock of every line (variants, then products' totals, in one lock order) and then the
 * promo code's use. It is the last thing the checkout's transaction does: the rows it locks are
 * the ones every buyer of a popular product waits on, so they are held only until the commit.
 * A refusal throws, and the transaction gives back whatever was taken.
 */
export async function holdCartStock(tx: Tx, lines: CheckedLine[], promoCode: string | null): Promise<void> {
  const refusal = await holdStock(tx, lines);
  if (refusal) throw notEnoughOf(lines, refusal);
  if (promoCode && !(await holdPromoCode(tx, promoCode))) throw conflict(storeMessages.promoUsedUp);
}

/**
 * Refuses a cart whose stock is plainly gone, from what `checkCart` read (no lock, nothing
 * written): once a drop sells out, nine buyers in ten are refused, and each would otherwise queue
 * on the stock rows' locks behind the holds and payments only to roll back (decision 0056). A cart
 * that looks available goes on to `holdCartStock`, whose conditional updates never oversell.
 */
export function refuseSoldOut(lines: CheckedLine[]): void {
  for (const [variantId, quantity] of sumBy(lines, (line) => line.variantId)) {
    const line = lines.find((l) => l.variantId === variantId)!;
    if (line.variantLeft !== null && line.variantLeft < quantity)
      throw notEnoughOf(lines, { productId: line.productId, variantId, left: Math.max(0, line.variantLeft) });
  }
  for (const [productId, quantity] of sumBy(lines, (line) => line.productId)) {
    const line = lines.find((l) => l.productId === productId)!;
    if (line.productLeft !== null && line.productLeft < quantity)
      throw notEnoughOf(lines, { productId, variantId: null, left: Math.max(0, line.productLeft) });
  }
}

/** The 409 naming the line that cannot be had, and how many of it are left. */
function notEnoughOf(lines: CheckedLine[], refusal: HoldRefusal): AppError {
  const line = lines.find(
    (l) => l.productId === refusal.productId && (refusal.variantId ?? l.variantId) === l.variantId,
  )!;
  return conflict(storeMessages.notEnough(lineName(line), refusal.left));
}
