import { storeMessages, type checkoutRequest, type CheckoutResponse } from '@cp/contracts/store';
import type { z } from 'zod';
import {
  claimIdempotencyKey,
  moveIdempotentResource,
  requestHashOf,
  saveIdempotentResponse,
  type IdempotencyKey,
} from '../../db/idempotent-requests';
import { conflict } from '../../lib/app-error';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import { storeOrderPurpose } from './apply-order-payment';
import { lineName, providerLineItems } from './cart-pricing';
import { newOrderId, startCartCheckout, visitorActor, type CheckoutDeps, type CheckoutOrigin } from './checkout';
import { findOrder, findOrderLines } from './checkout-repository';

// The cart's checkout with an Idempotency-Key (decision 0066). The key is claimed first, naming
// the order the checkout is about to hold; the order is held under that id, in the checkout's own
// transaction. A retry of the same request (the cart's, or nginx resending a POST whose instance
// died) finds the claim: the first answer if it was kept, else the order the first request held
// (its payment page asked for again under the same provider key, so the same page), else, the
// first having held nothing, the checkout made now under the same order id. One key holds at most
// one order.

type CheckoutInput = z.output<typeof checkoutRequest>;

export const checkoutKeyScope = 'store.checkout';

/** Whether the database refused a row because its key is taken (the order id another attempt holds). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The answer for an order the first attempt held; 'ended' if it was given back; none if it was never held. */
async function answerFor(
  deps: CheckoutDeps,
  input: CheckoutInput,
  orderId: string,
): Promise<CheckoutResponse | 'ended' | undefined> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return undefined;
  if (order.status !== 'pending' && order.status !== 'paid') return 'ended';
  const expiresAt = Math.floor(order.expiresAt.getTime() / 1000);
  const successUrl = `${deps.publicUrl}${input.successRedirPath ?? `/store/cart?order=${orderId}&paid=1`}`;
  if (order.totalCents === 0) return { checkoutUrl: successUrl, orderId, expiresAt };
  // The same request to the provider as the checkout's, under its key: the page it made, or one now.
  const lines = await findOrderLines(deps.db, orderId);
  const session = await deps.payments.createCheckoutSession({
    lineItems: providerLineItems(lines.map((line) => ({ ...line, name: lineName(line) }))),
    customerEmail: order.email,
    metadata: { purpose: storeOrderPurpose, orderId },
    successUrl,
    cancelUrl: `${deps.publicUrl}${input.cancelRedirPath ?? '/store/cart'}`,
    expiresAt: order.expiresAt,
    idempotencyKey: `store-checkout-${orderId}`,
  });
  return { checkoutUrl: session.url, orderId, expiresAt };
}

/** POST /api/v1/store/checkout, with or without an Idempotency-Key. */
export async function checkoutOnce(
  deps: CheckoutDeps,
  input: CheckoutInput,
  origin: CheckoutOrigin,
  key: string | undefined,
): Promise<CheckoutResponse> {
  if (!key) return startCartCheckout(deps, input, origin);
  // Nothing is written when nothing can be paid (decision 0036), not even the key.
  assertPaymentsAvailable(deps.payments);
  const id: IdempotencyKey = { scope: checkoutKeyScope, actor: origin.buyer ?? origin.actor ?? visitorActor, key };
  const requestHash = requestHashOf(input);
  const named = newOrderId();
  const claim = await claimIdempotencyKey(deps.db, id, requestHash, named);
  let orderId = named;
  if (!claim.claimed) {
    const { first } = claim;
    if (first.requestHash !== requestHash) throw conflict(storeMessages.idempotencyKeyReused);
    if (first.response) return first.response as CheckoutResponse;
    orderId = first.resource!;
    const answer = await answerFor(deps, input, orderId);
    if (answer === 'ended') {
      // The first attempt's order ended unpaid (its payment page failed, or its hold ran out): a new one.
      const renamed = newOrderId();
      if (!(await moveIdempotentResource(deps.db, id, orderId, renamed))) return checkoutOnce(deps, input, origin, key);
      orderId = renamed;
    } else if (answer) return kept(deps, id, answer);
  }
  try {
    return await kept(deps, id, await startCartCheckout(deps, input, { ...origin, orderId }));
  } catch (error) {
    // Another attempt with this key held the order meanwhile (its insert came first, or its hold
    // left none for this one): its answer.
    if (claim.claimed && !isUniqueViolation(error)) throw error;
    const answer = await answerFor(deps, input, orderId).catch(() => undefined);
    if (!answer || answer === 'ended') throw error;
    return kept(deps, id, answer);
  }
}

async function kept(deps: CheckoutDeps, id: IdempotencyKey, answer: CheckoutResponse) {
  await saveIdempotentResponse(deps.db, id, answer);
  return answer;
}
