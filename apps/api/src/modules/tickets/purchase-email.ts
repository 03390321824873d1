import type { QrPayload } from '@cp/contracts/tickets';
import { drawQrPng } from '../../plugins/mail/drawn-attachments';
import type { MailMessage } from '../../plugins/mail/types';
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

/**
 * The buyer's email: the QR code as an inline image, the ticket id as text, and for a ticket the
 * wallet buttons (`wallet`: absent or null links when the wallets are off).
 */
export async function purchaseEmail(item: ItemRow, purchase: PurchaseRow, wallet?: WalletLinks): Promise<MailMessage> {
  // The same picture as every emailed QR (decision 0073).
  const png = await drawQrPng(qrText(purchase), 320);
  const buttons = walletEmailButtons(wallet);
  const what = purchase.type === 'ticket' ? 'ticket' : 'order';
  // A ticket is a ticket; merchandise bought alone is an order, named with its size (its variant).
  const idLabel = purchase.type === 'ticket' ? 'Ticket ID' : 'Order';
  const name = item.name + (purchase.size ? ` (${purchase.size})` : '');
  const text =
    `Thank you for your purchase of ${name}.\n\n` +
    `Quantity: ${purchase.quantity}\n` +
    `${idLabel}: ${purchase.id}\n\n` +
    `Show the QR code in this email at the door${purchase.type === 'merch' ? ' or pick-up' : ''}.` +
    (buttons.text && `\n\n${buttons.text}`);
  const html =
    `<p>Thank you for your purchase of <strong>${escape(name)}</strong>.</p>` +
    `<p>Quantity: ${purchase.quantity}<br>` +
    `${idLabel}: <code>${escape(purchase.id)}</code></p>` +
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
