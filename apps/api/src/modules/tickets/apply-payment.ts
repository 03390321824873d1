import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storePurchases } from '../../db/schema';
import type { Mailer } from '../../plugins/mail/types';
import type { PaymentCompleted, PaymentContext, PaymentPurpose, Payments } from '../../plugins/payments/types';
import { emailLinks, googleSaveUrlForTicket, type WalletConfig, type WalletLinks } from '../wallet';
import { findOrderLines, itemOrderPurpose, orderPageUrl, orderTotals } from '../store';
import { purchaseEmail } from './purchase-email';
import { walletTicketOf } from './wallet-ticket';
import { findItem, type ItemRow, type PurchaseRow } from './repository';

export interface ApplyPaymentDeps {
  payments: () => Payments;
  mailer: () => Mailer;
  /** Where the email's wallet buttons come from; without it the email has none. */
  wallet?: WalletConfig;
  /** The portal's address: the email links a signed-in buyer's order to its page. */
  publicUrl?: string;
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

/**
 * Purposes 'ticket' and 'merch': the single-item checkout's order (decision 0063) is paid as a
 * cart's is, once, in the webhook's transaction; the buyer's email is the item's: the ticket id
 * (or the order) as text, the QR the door reads, and a ticket's wallet buttons.
 */
export function ticketPaymentPurpose(deps: ApplyPaymentDeps): PaymentPurpose {
  return itemOrderPurpose(deps, async (tx, order) => {
    const [purchase] = await tx.select().from(storePurchases).where(eq(storePurchases.id, order.id)).limit(1);
    const item = purchase && (await findItem(tx, purchase.itemId));
    if (!purchase || !item) throw new Error(`Order ${order.id} has no line`);
    const [line] = await findOrderLines(tx, order.id);
    return purchaseEmail(item, purchase, await ticketEmailLinks(deps, tx, item, purchase), {
      variantName: line?.variantName,
      totals: orderTotals(order),
      page: orderPageUrl(order, deps.publicUrl),
    });
  });
}

/** The payment handler of purposes 'ticket' and 'merch', in the webhook's transaction. */
export const applyTicketPayment = (
  deps: ApplyPaymentDeps,
  tx: Tx,
  payment: PaymentCompleted,
  context: PaymentContext,
) => ticketPaymentPurpose(deps).apply(tx, payment, context);
