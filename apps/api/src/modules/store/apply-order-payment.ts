import type { Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { MailMessage, Mailer } from '../../plugins/mail/types';
import type { PaymentCompleted, PaymentContext, PaymentPurpose, Payments } from '../../plugins/payments/types';
import { findEvent } from '../events';
import { limitRefusal } from './cart-hold';
import {
  buyerKeyOf,
  findOrder,
  findOrderLines,
  lockBuyer,
  moveOrder,
  takePromoUse,
  usePromoHold,
  type OrderLineDetail,
  type OrderRow,
} from './checkout-repository';
import { giveBackOrder } from './order-expiry';
import { orderConfirmationEmail, saleFailedEmail, type EventDetails } from './order-email';
import { holdStock, markStockSold } from './stock-repository';

export interface OrderPaymentDeps {
  payments: () => Payments;
  mailer: () => Mailer;
  /** The portal's address: the confirmation links a signed-in buyer's order to its page. */
  publicUrl?: string;
}

export const storeOrderPurpose = 'store-order';

/** The events of an order's ticketed lines, for the email's date, time and place. */
async function eventsOf(tx: Tx, lines: OrderLineDetail[]): Promise<Map<string, EventDetails>> {
  const events = new Map<string, EventDetails>();
  for (const eventId of new Set(lines.flatMap((line) => (line.eventId ? [line.eventId] : [])))) {
    const event = await findEvent(tx, eventId);
    if (event) events.set(eventId, event);
  }
  return events;
}

/**
 * A paid order: the buyer's confirmation queued, its promo hold a use, and its held stock sold,
 * last: the stock rows every checkout of these products waits on stay locked only from that
 * update to the commit (the callers do nothing after it), never through the reads, the audit
 * entry or the email (whose QR is drawn when it is sent, outside any transaction).
 */
export async function completePaidOrder(
  deps: Pick<OrderPaymentDeps, 'mailer' | 'publicUrl'>,
  tx: Tx,
  order: OrderRow,
  actor: string,
  options: { promoHeld: boolean; confirmation?: Confirmation },
) {
  const lines = await findOrderLines(tx, order.id);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  await writeAudit(tx, {
    module: 'store',
    actor,
    target: order.id,
    message: `${order.email} paid ${order.totalCents} cents for ${units} item${units === 1 ? '' : 's'} in ${lines.length} line${lines.length === 1 ? '' : 's'}.`,
  });
  await deps
    .mailer()
    .enqueue(
      tx,
      options.confirmation
        ? await options.confirmation(tx, order)
        : orderConfirmationEmail(order, lines, await eventsOf(tx, lines), deps.publicUrl),
    );
  if (order.promoCode && options.promoHeld) await usePromoHold(tx, order.promoCode);
  await markStockSold(tx, lines);
}

/**
 * The buyer's email of a paid order, when not the order's confirmation: the spec's single-item
 * checkout sends its ticket (with the QR the door admits) or its merchandise receipt (decision 0063).
 */
export type Confirmation = (tx: Tx, order: OrderRow) => Promise<MailMessage>;

/** Why a late payment could not be applied: its stock went, or its buyer reached a limit. */
export type LateRefusal = 'stock' | 'limit';

/**
 * An order that expired or was cancelled is paid after all: it must pass what a new checkout
 * passes, in this transaction (decision 0036): under the buyer's lock, the per-person limits
 * (else a buyer with a limit of 1 could start a checkout every 35 minutes and pay them all at the
 * end), then its stock and promo use, taken again in a savepoint, so a refusal undoes only the
 * partial holds. Null when it fits and is held.
 */
async function holdAgain(tx: Tx, order: OrderRow): Promise<LateRefusal | null> {
  const lines = await findOrderLines(tx, order.id);
  const key = buyerKeyOf(order);
  await lockBuyer(tx, key);
  if (await limitRefusal(tx, key, lines)) return 'limit';
  const refused = Symbol('refused');
  try {
    await tx.transaction(async (savepoint) => {
      if (await holdStock(savepoint, lines)) throw refused;
      if (order.promoCode && !(await takePromoUse(savepoint, order.promoCode))) throw refused;
    });
    return null;
  } catch (error) {
    if (error === refused) return 'stock';
    throw error;
  }
}

const lateReasons: Record<LateRefusal, string> = {
  stock: 'Paid after its checkout expired and its stock went.',
  limit: "Paid after its checkout expired, past the buyer's per-person limit.",
};

/**
 * The payment handler of a cart's order. It runs inside the webhook's transaction; every move is
 * conditional on the order's status, so a repeated or reordered delivery changes nothing.
 */
export async function applyOrderPayment(
  deps: OrderPaymentDeps,
  tx: Tx,
  payment: PaymentCompleted,
  context: PaymentContext,
  confirmation?: Confirmation,
): Promise<void> {
  // The spec's single-item checkout names its order `checkoutId` (so did its sessions before the one ledger).
  const orderId = payment.metadata.orderId ?? payment.metadata.checkoutId;
  if (!orderId) throw new Error(`Payment ${payment.paymentIntentId} has no orderId`);
  const paid = { paidAt: new Date(), paymentIntentId: payment.paymentIntentId };
  const pending = await moveOrder(tx, orderId, ['pending'], 'paid', paid);
  if (pending) return completePaidOrder(deps, tx, pending, payment.actor, { promoHeld: true, confirmation });

  const order = await findOrder(tx, orderId);
  if (!order) throw new Error(`Unknown order ${orderId}`);
  if (order.status !== 'expired' && order.status !== 'released') return; // Applied already.
  const refusal = await holdAgain(tx, order);
  if (!refusal) {
    const revived = await moveOrder(tx, orderId, [order.status], 'paid', paid);
    return completePaidOrder(deps, tx, revived!, payment.actor, { promoHeld: false, confirmation });
  }
  const failed = await moveOrder(tx, orderId, [order.status], 'sale_failed', {
    ...paid,
    refundedAt: new Date(),
    refundReason: lateReasons[refusal],
  });
  // The provider is called after commit: the payment it refunds is recorded by this transaction.
  context.afterCommit(async () => {
    await deps.payments().refund({
      paymentIntentId: payment.paymentIntentId,
      metadata: { purpose: storeOrderPurpose, orderId },
      idempotencyKey: `store-refund-${payment.paymentIntentId}`,
    });
  });
  await writeAudit(tx, {
    module: 'store',
    actor: payment.actor,
    target: orderId,
    message: `Sale failed for ${order.email}: ${lateReasons[refusal].toLowerCase().replace(/\.$/, '')}; refunded in full.`,
  });
  await deps.mailer().enqueue(tx, saleFailedEmail(failed!, await findOrderLines(tx, orderId), refusal));
}

/** Purpose 'store-order': the order row says what was asked and what is held. */
export function orderPaymentPurpose(deps: OrderPaymentDeps): PaymentPurpose {
  return {
    async expectedCents(tx, payment) {
      const order = payment.metadata.orderId ? await findOrder(tx, payment.metadata.orderId) : undefined;
      return order ? order.totalCents : null;
    },
    apply: (tx, payment, context) => applyOrderPayment(deps, tx, payment, context),
    async release(tx, metadata) {
      if (metadata.orderId) await giveBackOrder(tx, metadata.orderId, 'released', 'payments');
    },
  };
}
