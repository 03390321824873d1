import { randomBytes } from 'node:crypto';
import { netIdFromEmail } from '@cp/contracts';
import { storeMessages, type checkoutRequest, type CheckoutResponse } from '@cp/contracts/store';
import { AppError } from '../../lib/app-error';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail/types';
import type { Payments } from '../../plugins/payments/types';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import { completePaidOrder, storeOrderPurpose } from './apply-order-payment';
import { lineName, orderTotals, providerLineItems } from './cart-pricing';
import { checkCart, promoDiscount, type CheckedLine } from './cart-check';
import { insertOrder, moveOrder, type BuyerKey } from './checkout-repository';
import { assertBuyerMayHold, holdCartStock, refuseSoldOut } from './cart-hold';
import { giveBackOrder, releaseExpiredOrders } from './order-expiry';
import type { ListsHolding } from './member-price';

/** How long an order holds its stock: Stripe Checkout sessions last at least 30 minutes (decision 0009). */
export const orderHoldMinutes = 35;

export interface CheckoutDeps {
  db: Db;
  payments: Payments;
  mailer: () => Mailer;
  /** Which of these member lists a NetID is on (a variant's member price follows them). */
  listsHolding: ListsHolding;
  /** When a ticketed product's event starts (its sales close then unless the product says otherwise). */
  eventStart: (eventId: string) => Promise<Date | null>;
  emailDomain: string;
  publicUrl: string;
  /** What one buyer (email) and one address may hold unpaid at once, in units (decision 0009). */
  holdLimits: { perBuyer: number; perAddress: number };
}

/** Who started a checkout: the signed-in user or API key if any (else a visitor), and from where. */
export interface CheckoutOrigin {
  actor: string | undefined;
  /**
   * The signed-in person buying (a session's or bearer token's username; never an API key's):
   * whose limits count, whose home shows the order, whose membership sets the price (decision 0036).
   */
  buyer?: string;
  /** The brake on guessing promo codes (decision 0036): the wrong ones this buyer may still try. */
  promoAttempts?: PromoAttempts;
  clientAddress: string;
  requestId?: string;
  /** The order's id when the caller named it first (a checkout with an Idempotency-Key, decision 0066). */
  orderId?: string;
}

/** The signed-in person behind a request (session or bearer token); an API key is nobody's purchase. */
export const personOf = (actor: { kind: string; username: string } | null): string | undefined =>
  actor && actor.kind !== 'apiKey' ? actor.username.toLowerCase() : undefined;

export interface PromoAttempts {
  /** Seconds until a code may be tried again (0: now). */
  retryAfter(): Promise<number>;
  recordWrong(): Promise<void>;
}

const wrongPromoMessages = new Set<string>([
  storeMessages.promoInvalid,
  storeMessages.promoNotApplicable,
  storeMessages.promoUsedUp,
]);

/**
 * A checkout with a promo code: refused (429, Retry-After) while this buyer has tried too many
 * wrong codes, and a wrong one (unknown, not valid now, not applicable, used up) counted.
 */
export async function startCartCheckout(
  deps: CheckoutDeps,
  input: CheckoutInput,
  origin: CheckoutOrigin,
): Promise<CheckoutResponse> {
  const attempts = input.promoCode ? origin.promoAttempts : undefined;
  if (!attempts) return checkOut(deps, input, origin);
  assertPaymentsAvailable(deps.payments);
  const wait = await attempts.retryAfter();
  if (wait > 0) throw new AppError('RateLimitExceededError', storeMessages.promoTooMany, wait);
  try {
    return await checkOut(deps, input, origin);
  } catch (error) {
    if (error instanceof AppError && wrongPromoMessages.has(error.message)) await attempts.recordWrong();
    throw error;
  }
}

/** The audit actor of a signed-out buyer: what they type is data, never who they are. */
export const visitorActor = 'visitor';

type CheckoutInput = z.output<typeof checkoutRequest>;

/**
 * Whether the signed-in person is a paid member, for the spec's single-item checkout (the store's
 * variants ask member-price.ts, by their member lists): their username is their university email,
 * and its NetID must be a paid member. A signed-out buyer pays the non-member price whatever NetID
 * they type: anyone can type a member's NetID and email (decision 0036).
 */
export async function isMemberBuyer(
  deps: { emailDomain: string; isPaidMember: (netId: string) => Promise<boolean> },
  buyer: string | undefined,
): Promise<boolean> {
  const suffix = `@${deps.emailDomain}`.toLowerCase();
  if (!buyer || !buyer.toLowerCase().endsWith(suffix)) return false;
  return deps.isPaidMember(buyer.slice(0, -suffix.length).toLowerCase());
}

/** `ord_` and 128 random bits: the pickup QR carries it, so it cannot be guessed from another. */
export const newOrderId = () => `ord_${randomBytes(16).toString('hex')}`;

/**
 * POST /api/v1/store/checkout. Every line is checked before anything is held (on sale, price),
 * then, in one transaction under the buyer's lock, the buyer's limits, the stock of every line and
 * the promo code's use are held together or not at all (409 naming the line that cannot be had).
 * The buyer then pays at the provider; a free order is paid at once.
 */
async function checkOut(deps: CheckoutDeps, input: CheckoutInput, origin: CheckoutOrigin): Promise<CheckoutResponse> {
  // Nothing is held or written when nothing can be paid (decision 0036).
  assertPaymentsAvailable(deps.payments);
  // Stock that expired orders still hold goes back first, so it can be had again at once (each
  // expired order by one checkout: the others skip it).
  await releaseExpiredOrders(deps.db, 20);
  const checked = await checkCart(deps, input.items, origin.buyer);
  // Sold out is said from a read, without waiting on the stock rows' locks.
  refuseSoldOut(checked);
  const discounted = await promoDiscount(deps.db, input.promoCode, checked);
  const totals = orderTotals(discounted.lines);
  const orderId = origin.orderId ?? newOrderId();
  const expiresAt = new Date(Date.now() + orderHoldMinutes * 60_000);
  const actor = origin.actor ?? visitorActor;
  const successUrl = `${deps.publicUrl}${input.successRedirPath ?? `/store/cart?order=${orderId}&paid=1`}`;

  const order = await deps.db.transaction(async (tx) => {
    const key: BuyerKey = origin.buyer ? { username: origin.buyer } : { guestEmail: input.email };
    await assertBuyerMayHold(
      tx,
      deps.holdLimits,
      { key, email: input.email, clientAddress: origin.clientAddress },
      checked,
    );
    const order = {
      id: orderId,
      email: input.email,
      // Signed in, the order is the account's: its NetID, whatever was typed (decision 0036).
      netId: origin.buyer ? netIdFromEmail(origin.buyer, deps.emailDomain) : (input.netId ?? null),
      buyer: origin.buyer ?? null,
      clientAddress: origin.clientAddress,
      promoCode: discounted.promoCode,
      ...totals,
      expiresAt,
    };
    await insertOrder(tx, order, discounted.lines.map(orderLineOf));
    await writeAudit(tx, {
      module: 'store',
      actor,
      target: orderId,
      message: `Started a checkout of ${describeCart(checked)} for ${input.email}, ${totals.totalCents} cents${discounted.promoCode ? ` with ${discounted.promoCode}` : ''}.`,
      requestId: origin.requestId,
    });
    // Last: the stock rows stay locked from here to the commit.
    await holdCartStock(tx, checked, discounted.promoCode);
    if (totals.totalCents > 0) return order;
    // Nothing to pay (a 100% code): paid now, without the provider.
    const paid = await moveOrder(tx, orderId, ['pending'], 'paid', { paidAt: new Date() });
    await completePaidOrder(deps, tx, paid!, actor, { promoHeld: true });
    return order;
  });
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  if (order.totalCents === 0) return { checkoutUrl: successUrl, orderId, expiresAt: expiresAtSeconds };

  try {
    const session = await deps.payments.createCheckoutSession({
      lineItems: providerLineItems(discounted.lines.map((line) => ({ ...line, name: lineName(line) }))),
      customerEmail: input.email,
      metadata: { purpose: storeOrderPurpose, orderId },
      successUrl,
      cancelUrl: `${deps.publicUrl}${input.cancelRedirPath ?? '/store/cart'}`,
      // The session stops taking payment when the order's hold ends.
      expiresAt,
      idempotencyKey: `store-checkout-${orderId}`,
    });
    return { checkoutUrl: session.url, orderId, expiresAt: expiresAtSeconds };
  } catch (error) {
    // The buyer never reached the payment page: give the stock and the code back at once.
    await deps.db.transaction((tx) => giveBackOrder(tx, orderId, 'released', actor));
    throw error;
  }
}

const orderLineOf = (line: CheckedLine & { discountCents: number }) => ({
  productId: line.productId,
  variantId: line.variantId,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  discountCents: line.discountCents,
});

const describeCart = (lines: CheckedLine[]) => lines.map((line) => `${line.quantity} × ${lineName(line)}`).join(', ');
