import { storeMessages } from '@cp/contracts/store';
import type { Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { lineName } from './cart-pricing';
import type { CheckedLine } from './cart-check';
import { holdPromoCode, lockBuyer, unitsHeldBy, unitsOfBuyer } from './checkout-repository';
import { holdStock } from './stock-repository';

interface Buyer {
  email: string;
  clientAddress: string;
}

/**
 * One buyer may hold `perBuyer` units unpaid across open orders, one address `perAddress`: without
 * it, a few anonymous checkouts repeated every 35 minutes hold a whole stock unpaid. The buyer's
 * count is exact (under the buyer's lock); the address's is read without a lock of its own, so a
 * burst from one address may pass it by what is in flight at once: a bound against hoarding, not a
 * count, and one lock per address would make every checkout behind one campus NAT take turns.
 */
async function assertMayHold(tx: Tx, limits: { perBuyer: number; perAddress: number }, buyer: Buyer, units: number) {
  const byBuyer = await unitsHeldBy(tx, { email: buyer.email });
  if (byBuyer + units > limits.perBuyer)
    throw conflict(
      `${buyer.email} would hold ${byBuyer + units} unpaid items in open checkouts (at most ${limits.perBuyer} at once). Pay for the open ones, or try again when they are released.`,
    );
  if ((await unitsHeldBy(tx, { clientAddress: buyer.clientAddress })) + units > limits.perAddress)
    throw new AppError(
      'RateLimitExceededError',
      'Too many unpaid items are held from your network right now. Please try again in a few minutes.',
    );
}

/**
 * Per-person limits count this buyer's open and paid orders with this cart: per product (all its
 * variants) or per variant, as the product says.
 */
async function assertWithinLimits(tx: Tx, email: string, lines: CheckedLine[]) {
  const limited = lines.filter((line) => line.limitType !== null && line.limitMax !== null);
  if (limited.length === 0) return;
  const had = await unitsOfBuyer(
    tx,
    email,
    limited.map((line) => line.productId),
  );
  const sum = (rows: { quantity: number }[]) => rows.reduce((total, row) => total + row.quantity, 0);
  for (const line of limited) {
    const perProduct = line.limitType === 'PER_PRODUCT';
    const mine = (row: { productId: string; variantId: string }) =>
      perProduct ? row.productId === line.productId : row.variantId === line.variantId;
    if (sum(had.filter(mine)) + sum(lines.filter(mine)) > line.limitMax!)
      throw conflict(storeMessages.overLimit(lineName(line), line.limitMax!));
  }
}

/**
 * Whether this buyer may hold the cart: the buyer's lock (kept until the transaction ends), their
 * hold bound and their per-person limits. Called before the order is written.
 */
export async function assertBuyerMayHold(
  tx: Tx,
  limits: { perBuyer: number; perAddress: number },
  buyer: Buyer,
  lines: CheckedLine[],
): Promise<void> {
  await lockBuyer(tx, buyer.email);
  await assertMayHold(
    tx,
    limits,
    buyer,
    lines.reduce((units, line) => units + line.quantity, 0),
  );
  await assertWithinLimits(tx, buyer.email, lines);
}

/**
 * Holds the stock of every line (variants, then products' totals, in one lock order) and then the
 * promo code's use. It is the last thing the checkout's transaction does: the rows it locks are
 * the ones every buyer of a popular product waits on, so they are held only until the commit.
 * A refusal throws, and the transaction gives back whatever was taken.
 */
export async function holdCartStock(tx: Tx, lines: CheckedLine[], promoCode: string | null): Promise<void> {
  const refusal = await holdStock(tx, lines);
  if (refusal) {
    const line = lines.find(
      (l) => l.productId === refusal.productId && (refusal.variantId ?? l.variantId) === l.variantId,
    )!;
    throw conflict(storeMessages.notEnough(lineName(line), refusal.left));
  }
  if (promoCode && !(await holdPromoCode(tx, promoCode))) throw conflict(storeMessages.promoUsedUp);
}
