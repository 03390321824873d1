import dayjs from 'dayjs';
import { formatUsd } from '@cp/contracts/payments';
import { escapeHtml } from '../../idp/page';
import { qrAttachment } from '../../plugins/mail/drawn-attachments';
import type { MailMessage } from '../../plugins/mail/types';
import { lineName } from './cart-pricing';
import { generalVariantName } from './item-variants';
import type { OrderLineDetail, OrderRow } from './checkout-repository';

/** A ticketed event as the email names it: local portal times, as the events module gives them. */
export interface EventDetails {
  title: string;
  start: string;
  end?: string | null;
  location: string;
}

const when = (event: EventDetails) =>
  dayjs(event.start).format('dddd, MMMM D, YYYY, h:mm A') +
  (event.end ? ` to ${dayjs(event.end).format('h:mm A')}` : '');

interface LineText {
  text: string;
  notes: string[];
}

/** One line's words: what, how many, its price after its share of the discount, and the event if any. */
function describeLine(line: OrderLineDetail, events: Map<string, EventDetails>): LineText {
  const paid = line.unitPriceCents * line.quantity - line.discountCents;
  const event = line.eventId ? events.get(line.eventId) : undefined;
  const notes = [
    ...(event ? [`${event.title}: ${when(event)}, ${event.location}`] : []),
    ...(line.additionalEmailText.trim() ? [line.additionalEmailText.trim()] : []),
  ];
  return { text: `${emailLineName(line)} × ${line.quantity}: ${formatUsd(paid)}`, notes };
}

/** A line as the email names it: the product and its variant ("General" is a product without variants). */
export const emailLineName = (line: { productName: string; variantName: string }) =>
  line.variantName === generalVariantName ? line.productName : lineName(line);

/**
 * The order's own figures, as its page and the home card show them (decision 0067): subtotal, the
 * discount line when there is one, the total paid.
 */
export function orderTotals(order: Pick<OrderRow, 'subtotalCents' | 'discountCents' | 'totalCents' | 'promoCode'>) {
  return [
    `Subtotal: ${formatUsd(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [`Discount${order.promoCode ? ` (${order.promoCode})` : ''}: -${formatUsd(order.discountCents)}`]
      : []),
    `Total paid: ${formatUsd(order.totalCents)}`,
  ];
}

/**
 * The order's page for its signed-in buyer (their orders at /home/orders, at the order's card);
 * none for a buyer who was not signed in, or without the portal's address.
 */
export const orderPageUrl = (order: Pick<OrderRow, 'id' | 'buyer'>, publicUrl?: string) =>
  order.buyer && publicUrl ? `${publicUrl}/home/orders#order-${encodeURIComponent(order.id)}` : undefined;

/** The same product's email text once, even when the order has several of its variants. */
function distinctNotes(described: LineText[]): string[] {
  return [...new Set(described.flatMap((line) => line.notes))];
}

/**
 * The buyer's confirmation: every line, the totals and discount, and the order id as a QR (an
 * inline PNG) that pickup and the door scan. The QR carries the order id and nothing else.
 */
export function orderConfirmationEmail(
  order: OrderRow,
  lines: OrderLineDetail[],
  events: Map<string, EventDetails>,
  publicUrl?: string,
): MailMessage {
  const described = lines.map((line) => describeLine(line, events));
  const notes = distinctNotes(described);
  const totals = orderTotals(order);
  const page = orderPageUrl(order, publicUrl);
  const text =
    `Thank you for your order.\n\n${described.map((line) => `- ${line.text}`).join('\n')}\n\n` +
    `${totals.join('\n')}\n\nOrder: ${order.id}\n` +
    (page ? `Your order: ${page}\n` : '') +
    (notes.length ? `\n${notes.join('\n\n')}\n` : '') +
    `\nShow the QR code in this email at pickup or at the door.`;
  const html =
    `<p>Thank you for your order.</p>` +
    `<ul>${described.map((line) => `<li>${escapeHtml(line.text)}</li>`).join('')}</ul>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p>` +
    `<p>Order: <code>${escapeHtml(order.id)}</code></p>` +
    (page ? `<p><a href="${escapeHtml(page)}">Your order</a></p>` : '') +
    notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('') +
    `<p><img src="cid:order-qr" alt="QR code for your order" width="320" height="320"></p>`;
  return {
    to: order.email,
    subject: 'Your order from the store',
    text,
    html,
    // Drawn when sent: the payment's transaction, which holds the stock rows, only queues it.
    attachments: [qrAttachment(order.id, 'order-qr.png', 'order-qr')],
  };
}

/** A payment that arrived after the stock (or the promo code) went: refunded in full. */
export function saleFailedEmail(
  order: OrderRow,
  lines: OrderLineDetail[],
  reason: 'stock' | 'limit' = 'stock',
): MailMessage {
  const what = lines.map((line) => `- ${emailLineName(line)} × ${line.quantity}`).join('\n');
  const meanwhile =
    reason === 'stock'
      ? 'meanwhile what it held was sold to others'
      : 'meanwhile your other orders reached the most one person may buy of';
  return {
    to: order.email,
    subject: 'Sale failed: your payment has been refunded',
    text:
      `Your checkout expired before your payment arrived, and ${meanwhile}:\n\n` +
      `${what}\n\nThe sale failed, so your payment of ${formatUsd(order.totalCents)} has been refunded in full. ` +
      `Order: ${order.id}`,
  };
}
