import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail/types';
import { emailLinks, googleSaveUrlForTicket, type WalletConfig, type WalletLinks } from '../wallet';
import type { PaymentCompleted, PaymentContext, PaymentPurpose, Payments } from '../../plugins/payments/types';
import { countItemPurchase } from '../store';
import { purchaseEmail } from './purchase-email';
import { walletTicketOf } from './wallet-ticket';
import { findCheckout, moveCheckout } from './checkout-repository';
import {
  addSold,
  findItem,
  insertPurchase,
  releaseCapacity,
  reserveCapacity,
  type ItemRow,
  type PurchaseRow,
} from './repository';

export interface ApplyPaymentDeps {
  payments: () => Payments;
  mailer: () => Mailer;
  /** Where the email's wallet buttons come from; without it the email has none. */
  wallet?: WalletConfig;
}

/** A ticket email's wallet buttons (merchandise has no pass). */
async function ticketEmailLinks(
  deps: ApplyPaymentDeps,
  tx: Tx,
  item: ItemRow,
  purchase: PurchaseRow,
): Promise<WalletLinks | undefined> {
  if (!deps.wallet || purchase.type !== 'ticket') return undefined;
  const google = await googleSaveUrlForTicket(deps.wallet, await walletTicketOf(tx, item, purchase));
  return emailLinks(deps.wallet, google);
}

/** 128 random bits: a ticket id cannot be guessed from another. */
export const newTicketId = () => randomBytes(16).toString('hex');

/** Purposes 'ticket' and 'merch': the checkout row says what was asked and what is held. */
export function ticketPaymentPurpose(deps: ApplyPaymentDeps): PaymentPurpose {
  return {
    async expectedCents(tx, payment) {
      const checkout = payment.metadata.checkoutId ? await findCheckout(tx, payment.metadata.checkoutId) : undefined;
      return checkout ? checkout.unitPriceCents * checkout.quantity : null;
    },
    apply: (tx, payment, context) => applyTicketPayment(deps, tx, payment, context),
    async release(tx, metadata) {
      const released = metadata.checkoutId
        ? await moveCheckout(tx, metadata.checkoutId, 'pending', 'released')
        : undefined;
      if (!released) return;
      const item = await findItem(tx, released.itemId);
      if (item?.type !== 'ticket') return;
      await releaseCapacity(tx, item.id, released.quantity);
      await countItemPurchase(tx, item.id, null, { reserved: -released.quantity });
    },
  };
}

/**
 * The payment handler for purposes 'ticket' and 'merch'. It runs inside the webhook's transaction,
 * so the purchase, its audit entry and the buyer's email are applied together, once. A payment
 * whose checkout expired and whose tickets went meanwhile is refunded and recorded as refunded.
 */
export async function applyTicketPayment(
  deps: ApplyPaymentDeps,
  tx: Tx,
  payment: PaymentCompleted,
  context: PaymentContext,
): Promise<void> {
  const checkoutId = payment.metadata.checkoutId;
  if (!checkoutId) throw new Error(`Payment ${payment.paymentIntentId} has no checkoutId`);
  const checkout = await findCheckout(tx, checkoutId);
  if (!checkout) throw new Error(`Unknown checkout ${checkoutId}`);
  const item = await findItem(tx, checkout.itemId);
  if (!item) throw new Error(`Unknown item ${checkout.itemId}`);

  // Pending: its tickets are held. Expired or released: take them again if they still fit.
  let fits = (await moveCheckout(tx, checkout.id, 'pending', 'completed')) !== undefined;
  if (!fits && (checkout.status === 'expired' || checkout.status === 'released')) {
    fits = item.type === 'merch' || (await reserveCapacity(tx, item.id, checkout.quantity));
    if (fits) await moveCheckout(tx, checkout.id, checkout.status, 'completed');
    if (fits && item.type === 'ticket') await countItemPurchase(tx, item.id, null, { reserved: checkout.quantity });
  }
  const purchase = await insertPurchase(tx, {
    id: item.type === 'ticket' ? newTicketId() : payment.paymentIntentId,
    itemId: item.id,
    type: item.type,
    email: checkout.email,
    quantity: checkout.quantity,
    size: checkout.size,
    paymentIntentId: payment.paymentIntentId,
    amountCents: payment.amountTotalCents,
    refunded: !fits,
  });
  if (!purchase) return; // This payment was applied already.
  const audit = (message: string) =>
    writeAudit(tx, { module: 'tickets', actor: payment.actor, target: purchase.id, message });

  if (!fits) {
    // The provider is called after commit (the payment it refunds is recorded by this very
    // transaction); the purchase is already recorded as refunded, and the key makes a retry safe.
    context.afterCommit(async () => {
      await deps.payments().refund({
        paymentIntentId: payment.paymentIntentId,
        metadata: { purpose: item.type, checkoutId: checkout.id },
        idempotencyKey: `ticket-refund-${payment.paymentIntentId}`,
      });
    });
    await audit(`Refunded ${checkout.email}: ${item.name} sold out before the payment completed.`);
    await deps.mailer().enqueue(tx, {
      to: checkout.email,
      subject: `Refund: ${item.name} is sold out`,
      text: `${item.name} sold out before your payment completed, so your payment has been refunded in full.`,
    });
    return;
  }
  await addSold(tx, item.id, checkout.quantity);
  // A ticket's variant holds it already; merchandise was never held, and a variant's `reserved` counts what is sold.
  await countItemPurchase(tx, item.id, checkout.size, {
    sold: checkout.quantity,
    reserved: item.type === 'merch' ? checkout.quantity : 0,
  });
  await audit(
    `${checkout.email} bought ${checkout.quantity} of ${item.name}${checkout.size ? ` (${checkout.size})` : ''}.`,
  );
  await deps
    .mailer()
    .enqueue(tx, await purchaseEmail(item, purchase, await ticketEmailLinks(deps, tx, item, purchase)));
}
