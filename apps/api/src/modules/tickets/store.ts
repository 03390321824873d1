import { netIdFromEmail } from '@cp/contracts';
import { storeMessages } from '@cp/contracts/store';
import { centsToDollars, chooseSizeMessage, type StoreItem, type storeCheckoutRequest } from '@cp/contracts/tickets';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Payments } from '../../plugins/payments/types';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import {
  giveBackOrder,
  holdItemOrder,
  isMemberBuyer,
  itemNeedsVariant,
  lineName,
  newOrderId,
  releaseExpiredOrders,
  unitsHeldByExpiredOrders,
  variantOfItem,
  visitorActor,
  type CheckoutOrigin,
  type ItemOrder,
} from '../store';
import { newTicketId } from './apply-payment';
import { isOnSale } from './item-view';
import { findItem } from './repository';

/** How long a checkout holds its tickets: Stripe Checkout sessions last at least 30 minutes. */
export const checkoutHoldMinutes = 35;

export interface StoreDeps {
  db: Db;
  payments: Payments;
  /** Whether a NetID is a paid member (the member price applies only then). */
  isPaidMember: (netId: string) => Promise<boolean>;
  emailDomain: string;
  publicUrl: string;
  /** What one buyer (email) and one address may hold unpaid at once (decision 0009). */
  holdLimits: { perBuyer: number; perAddress: number };
}

/** GET /api/v1/store/{itemId}: 404 when unknown or not on sale. */
export async function getStoreItem(db: Db, itemId: string): Promise<StoreItem> {
  const row = await findItem(db, itemId);
  if (!row) throw notFound('There is no such item in the store.');
  // An item not on sale still has a page: its name, and when sales open if they will.
  const onSale = isOnSale(row);
  return {
    onSale,
    salesOpenAt: onSale ? null : (row.salesOpenAt?.toISOString() ?? null),
    itemId: row.id,
    itemName: row.name,
    type: row.type,
    priceDollars: { member: centsToDollars(row.memberPriceCents), nonMember: centsToDollars(row.nonMemberPriceCents) },
    sizes: row.sizes as StoreItem['sizes'],
    ...(row.type === 'ticket'
      ? { remaining: Math.max(0, (row.capacity ?? 0) - row.reserved + (await unitsHeldByExpiredOrders(db, row.id))) }
      : {}),
  };
}

/**
 * The spec's words for the cart's hold rule (decision 0036): one buyer may hold `perBuyer` units
 * unpaid across open orders, the signed-out buyers of one address `perAddress`.
 */
const ticketWording = {
  overBuyer: (email: string | null, held: number, _units: number, max: number) =>
    `${email ?? 'You'} already ${email ? 'holds' : 'hold'} ${held} unpaid ticket${held === 1 ? '' : 's'} in open checkouts (at most ${max} at once). Pay for them, or try again when they are released.`,
  overAddress: 'Too many unpaid tickets are held from your network right now. Please try again in a few minutes.',
};

type CheckoutInput = z.output<typeof storeCheckoutRequest>;

/**
 * POST /api/v1/store/{itemId}/checkout: an order of one line, made and held by the cart's code
 * (decision 0063): a checkout that cannot fit gets 409, and one never paid gives its stock back
 * when it expires. A ticket's order id is its ticket id (128 random bits, hex): what the door admits.
 */
export async function startCheckout(
  deps: StoreDeps,
  itemId: string,
  input: CheckoutInput,
  origin: CheckoutOrigin,
): Promise<{ checkoutUrl: string }> {
  assertPaymentsAvailable(deps.payments);
  const item = await findItem(deps.db, itemId);
  if (!item || !isOnSale(item)) throw notFound('This item is not on sale.');
  if (item.type === 'merch' && item.sizes.length > 0 && !input.size) throw badRequest(chooseSizeMessage);
  if (input.size && !item.sizes.includes(input.size)) throw badRequest('This size is not offered for this item.');
  // A product of several variants (colours and sizes) is bought in the one the buyer chose, never the first.
  if (await itemNeedsVariant(deps.db, item.id, input.size ?? null))
    throw badRequest(storeMessages.chooseVariantOf(item.name));
  if (item.verifiedIdentityRequired && !origin.buyer)
    throw new AppError('UnauthorizedError', storeMessages.signInRequired(item.name));
  const variant = await variantOfItem(deps.db, item.id, input.size ?? null);
  if (!variant) throw notFound('This item is not on sale.');
  // The member price follows the signed-in person, never a typed NetID (decision 0036).
  const member = await isMemberBuyer(deps, origin.buyer);
  const unitPriceCents = member ? variant.memberPriceCents : variant.nonMemberPriceCents;
  const actor = origin.actor ?? visitorActor;
  const order: ItemOrder = {
    id: item.type === 'ticket' ? newTicketId() : newOrderId(),
    email: input.email.toLowerCase(),
    netId: origin.buyer ? netIdFromEmail(origin.buyer, deps.emailDomain) : (input.netId ?? null),
    buyer: origin.buyer,
    clientAddress: origin.clientAddress,
    expiresAt: new Date(Date.now() + checkoutHoldMinutes * 60_000),
    line: {
      productId: item.id,
      variantId: variant.id,
      quantity: input.quantity,
      unitPriceCents,
      productName: item.name,
      variantName: variant.name,
      limitType: item.limitType,
      limitMax: item.limitMax,
    },
  };
  const notEnough = (left: number) =>
    item.type === 'ticket'
      ? 'Not enough tickets are left for this purchase.'
      : storeMessages.notEnough(lineName(order.line), left);

  // Stock that expired orders still hold goes back first, so it can be had again at once.
  await releaseExpiredOrders(deps.db, 20);
  await deps.db.transaction(async (tx) => {
    await writeAudit(tx, {
      module: 'tickets',
      actor,
      target: item.id,
      message: `Started a checkout of ${input.quantity} for ${input.email} (checkout ${order.id}).`,
      requestId: origin.requestId,
    });
    await holdItemOrder(tx, deps.holdLimits, order, { ...ticketWording, notEnough });
  });

  try {
    const session = await deps.payments.createCheckoutSession({
      lineItems: [
        {
          name: item.name + (input.size ? ` (${input.size})` : ''),
          unitAmountCents: unitPriceCents,
          quantity: input.quantity,
        },
      ],
      customerEmail: input.email,
      metadata: { purpose: item.type, checkoutId: order.id, itemId: item.id },
      successUrl: `${deps.publicUrl}/store/${encodeURIComponent(item.id)}?purchased=1`,
      cancelUrl: `${deps.publicUrl}/store/${encodeURIComponent(item.id)}`,
      // The session stops taking payment when the order's hold ends.
      expiresAt: order.expiresAt,
      idempotencyKey: `ticket-checkout-${order.id}`,
    });
    return { checkoutUrl: session.url };
  } catch (err) {
    // The buyer never reached the payment page: give the stock back at once.
    await deps.db.transaction((tx) => giveBackOrder(tx, order.id, 'released', actor));
    throw err;
  }
}
