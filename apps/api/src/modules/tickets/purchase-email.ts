import type { QrPayload } from '@cp/contracts/tickets';
import { drawQrPng } from '../../plugins/mail/drawn-attachments';
import type { MailMessage } from '../../plugins/mail/types';
import { emailLineName } from '../store';
import { walletEmailButtons, type WalletLinks } from '../wallet';
import type { ItemRow, PurchaseRow } from './repository';

/** What the QR carries: the scanner reads exactly this JSON (spec section 5, "Scanner"). */
export function qrPayload(purchase: PurchaseRow): QrPayload {
  return purchase.type === 'ticket'
    ? { type: 'ticket', ticket_id: purchase.id }
    : { type: 'merch', stripe_pi: purchase.paymentIntentId, email: purchase.email };
}

/** The QR's text: the email draws it and a ticket's wallet passes carry it, character for character. */
export const qrText = (purchase: PurchaseRow) => JSON.stringify(qrPayload(purchase));

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order a single-item purchase is (decision 0063), as its email states it. */
export interface PurchaseOrder {
  /** The variant bought: a size, a colour, a ticket's tier ("General" names none). */
  variantName?: string;
  /** Subtotal, the discount line when there is one, total paid (`orderTotals`). */
  totals: string[];
  /** The order's page, for a buyer who was signed in. */
  page?: string;
}

/**
 * The buyer's email: what was ordered (with its variant), how many and what was paid, the QR code
 * as an inline image, the ticket id (a ticket) or the order (merchandise) as text, the order's page
 * when it has one, and for a ticket the wallet buttons (`wallet`: absent or null links when off).
 */
export async function purchaseEmail(
  item: ItemRow,
  purchase: PurchaseRow,
  wallet?: WalletLinks,
  order?: PurchaseOrder,
): Promise<MailMessage> {
  // The same picture as every emailed QR (decision 0073).
  const png = await drawQrPng(qrText(purchase), 320);
  const buttons = walletEmailButtons(wallet);
  const what = purchase.type === 'ticket' ? 'ticket' : 'order';
  // A ticket is admitted by its ticket id; merchandise bought alone is an order, and says so.
  const idLabel = purchase.type === 'ticket' ? 'Ticket ID' : 'Order';
  const variant = order?.variantName ?? purchase.size;
  const name = variant ? emailLineName({ productName: item.name, variantName: variant }) : item.name;
  const totals = order?.totals ?? [];
  const text =
    `Thank you for your order of ${name}.\n\n` +
    `Quantity: ${purchase.quantity}\n` +
    totals.map((line) => `${line}\n`).join('') +
    `${idLabel}: ${purchase.id}\n` +
    (order?.page ? `Your order: ${order.page}\n` : '') +
    `\nShow the QR code in this email at the door${purchase.type === 'merch' ? ' or pick-up' : ''}.` +
    (buttons.text && `\n\n${buttons.text}`);
  const html =
    `<p>Thank you for your order of <strong>${escape(name)}</strong>.</p>` +
    `<p>Quantity: ${purchase.quantity}<br>` +
    totals.map((line) => `${escape(line)}<br>`).join('') +
    `${idLabel}: <code>${escape(purchase.id)}</code></p>` +
    (order?.page ? `<p><a href="${escape(order.page)}">Your order</a></p>` : '') +
    `<p><img src="cid:ticket-qr" alt="QR code for your ${what}" width="320" height="320"></p>` +
    buttons.html;
  return {
    to: purchase.email,
    subject: `Your ${what}: ${name}`,
    text,
    html,
    attachments: [
      { filename: 'ticket-qr.png', contentType: 'image/png', content: png.toString('base64'), cid: 'ticket-qr' },
    ],
  };
}
