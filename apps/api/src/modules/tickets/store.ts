import { storeMessages } from '@cp/contracts/store';
import { centsToDollars, chooseSizeMessage, type StoreItem, type storeCheckoutRequest } from '@cp/contracts/tickets';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Payments } from '../../plugins/payments/types';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import { countItemPurchase, itemNeedsVariant } from '../store';
import { isOnSale } from './item-view';
import {
  expiredHolds,
  insertCheckout,
  lockHolder,
  moveCheckout,
  releaseExpiredCheckouts,
  ticketsHeldBy,
  type TicketHolder,
} from './checkout-repository';
import { findItem, releaseCapacity, reserveCapacity } from './repository';
import { isMemberBuyer, visitorActor, type CheckoutOrigin } from '../store';

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
      ? { remaining: Math.max(0, (row.capacity ?? 0) - row.reserved + (await expiredHolds(db, row.id))) }
      : {}),
  };
}

/**
 * One buyer may hold `perBuyer` tickets unpaid across open checkouts, the signed-out buyers of
 * one address `perAddress`: without it, a few anonymous checkouts repeated every 35 minutes hold a
 * whole event unpaid. A signed-in person counts only their own (decision 0036): nobody signed out
 * can fill it by typing their email.
 */
async function assertMayHold(tx: Tx, deps: StoreDeps, buyer: Buyer, quantity: number) {
  const holder: TicketHolder = buyer.username ? { username: buyer.username } : { guestEmail: buyer.email };
  await lockHolder(tx, buyer.username ? `user:${buyer.username}` : `email:${buyer.email}`);
  const byBuyer = await ticketsHeldBy(tx, holder);
  const who = buyer.username ? 'You' : buyer.email;
  if (byBuyer + quantity > deps.holdLimits.perBuyer)
    throw conflict(
      `${who} already ${buyer.username ? 'hold' : 'holds'} ${byBuyer} unpaid ticket${byBuyer === 1 ? '' : 's'} in open checkouts (at most ${deps.holdLimits.perBuyer} at once). Pay for them, or try again when they are released.`,
    );
  if (buyer.username) return;
  await lockHolder(tx, `address:${buyer.clientAddress}`);
  if ((await ticketsHeldBy(tx, { guestAddress: buyer.clientAddress })) + quantity > deps.holdLimits.perAddress)
    throw new AppError(
      'RateLimitExceededError',
      'Too many unpaid tickets are held from your network right now. Please try again in a few minutes.',
    );
}

interface Buyer {
  username: string | undefined;
  email: string;
  clientAddress: string;
}

type CheckoutInput = z.output<typeof storeCheckoutRequest>;

/**
 * POST /api/v1/store/{itemId}/checkout. Tickets are reserved before the buyer is sent to pay
 * (a conditional UPDATE on the item: a checkout that cannot fit gets 409); a checkout that is
 * never paid gives its tickets back when it expires.
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
  // The member price follows the signed-in person, never a typed NetID (decision 0036).
  const member = await isMemberBuyer(deps, origin.buyer);
  const unitPriceCents = member ? item.memberPriceCents : item.nonMemberPriceCents;

  const holdEnds = new Date(Date.now() + checkoutHoldMinutes * 60_000);
  const checkout = await deps.db.transaction(async (tx) => {
    if (item.type === 'ticket') {
      const buyer = { username: origin.buyer, email: input.email, clientAddress: origin.clientAddress };
      await assertMayHold(tx, deps, buyer, input.quantity);
      await releaseExpiredCheckouts(tx, item.id);
      if (!(await reserveCapacity(tx, item.id, input.quantity)))
        throw conflict('Not enough tickets are left for this purchase.');
      if (!(await countItemPurchase(tx, item.id, null, { reserved: input.quantity }, { hold: true })))
        throw conflict('Not enough tickets are left for this purchase.');
    }
    const row = await insertCheckout(tx, {
      itemId: item.id,
      email: input.email,
      buyer: origin.buyer ?? null,
      clientAddress: origin.clientAddress,
      quantity: input.quantity,
      size: input.size ?? null,
      unitPriceCents,
      expiresAt: holdEnds,
    });
    await writeAudit(tx, {
      module: 'tickets',
      actor: origin.actor ?? visitorActor,
      target: item.id,
      message: `Started a checkout of ${input.quantity} for ${input.email} (checkout ${row.id}).`,
      requestId: origin.requestId,
    });
    return row;
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
      metadata: { purpose: item.type, checkoutId: checkout.id, itemId: item.id },
      successUrl: `${deps.publicUrl}/store/${encodeURIComponent(item.id)}?purchased=1`,
      cancelUrl: `${deps.publicUrl}/store/${encodeURIComponent(item.id)}`,
      // The session stops taking payment when the checkout's hold ends.
      expiresAt: holdEnds,
      idempotencyKey: `ticket-checkout-${checkout.id}`,
    });
    return { checkoutUrl: session.url };
  } catch (err) {
    // The buyer never reached the payment page: give the tickets back at once.
    await deps.db.transaction(async (tx) => {
      const released = await moveCheckout(tx, checkout.id, 'pending', 'released');
      if (released && item.type === 'ticket') {
        await releaseCapacity(tx, item.id, released.quantity);
        await countItemPurchase(tx, item.id, null, { reserved: -released.quantity });
      }
    });
    throw err;
  }
}
