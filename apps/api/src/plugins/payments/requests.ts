import { badRequest } from '../../lib/app-error';
import type { CheckoutRequest, LineItem, PaymentLinkRequest } from './types';

/** Stripe's minimum charge in USD; the local provider refuses what Stripe would refuse. */
export const minimumChargeCents = 50;

export function checkLineItems(items: LineItem[]): number {
  if (items.length === 0) throw badRequest('A checkout needs at least one item.');
  let total = 0;
  for (const item of items) {
    if (!item.name.trim()) throw badRequest('Every item needs a name.');
    if (!Number.isInteger(item.unitAmountCents) || item.unitAmountCents < 0)
      throw badRequest('Amounts are whole cents, never negative.');
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw badRequest('Quantities are whole numbers from 1.');
    total += item.unitAmountCents * item.quantity;
  }
  if (total < minimumChargeCents) throw badRequest('Amount must be at least $0.50');
  return total;
}

export function checkCheckoutRequest(request: CheckoutRequest): number {
  if (!request.metadata.purpose) throw new Error('A checkout needs metadata.purpose');
  if (!request.idempotencyKey) throw new Error('A checkout needs an idempotency key');
  return checkLineItems(request.lineItems);
}

export function checkPaymentLinkRequest(request: PaymentLinkRequest): void {
  if (!request.metadata.purpose) throw new Error('A payment link needs metadata.purpose');
  if (!request.idempotencyKey) throw new Error('A payment link needs an idempotency key');
  checkLineItems([{ name: request.name, unitAmountCents: request.amountCents, quantity: 1 }]);
}
