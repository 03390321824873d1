import { z } from 'zod';
import { itemTypes } from '../tickets';
import { orderStatuses } from '../store/orders';

/**
 * Times of events are local portal times (`2025-09-04T18:00:00`, `portalTimeZone`), as the events
 * module gives them; instants of purchases and payments are ISO strings with an offset.
 */
const localTime = z.string();
const instant = z.string();

/** Links that add a pass to a wallet; null until the wallet passes fill them (one function does). */
const walletLinks = {
  googleWalletUrl: z.string().nullable(),
  appleWalletUrl: z.string().nullable(),
};

/** Exactly what the purchase email's QR carries (the scanner parses this JSON). */
export const ticketQrPayload = z.union([
  z.object({ type: z.literal('ticket'), ticket_id: z.string() }),
  z.object({ type: z.literal('merch'), stripe_pi: z.string(), email: z.string() }),
]);

/** A ticket (or a legacy merchandise purchase) bought with the signed-in email. */
export const myTicket = z.object({
  ticketId: z.string(),
  type: z.enum(itemTypes),
  /** Show it as a QR: `JSON.stringify(qrPayload)` is the email's QR text. */
  qrPayload: ticketQrPayload,
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  size: z.string().optional(),
  /** The event the item is for, when it names one: its id (the public page `/events/{eventId}`) and title. */
  eventId: z.string().optional(),
  eventName: z.string().optional(),
  startsAt: localTime.optional(),
  endsAt: localTime.optional(),
  location: z.string().optional(),
  /** valid: not yet scanned; used: admitted (or picked up); refunded: not valid any more. */
  status: z.enum(['valid', 'used', 'refunded']),
  used: z.boolean(),
  purchasedAt: instant,
  ...walletLinks,
});
export type MyTicket = z.infer<typeof myTicket>;

/** An RSVP of the signed-in person; `waitlistPlace` 1 is next in line. */
export const myRsvpEntry = z.object({
  /** The RSVP key (an event id, or `{eventId}~{date}` for one occurrence): the public event page's id. */
  eventId: z.string(),
  eventName: z.string(),
  startsAt: localTime,
  endsAt: localTime.optional(),
  location: z.string(),
  status: z.enum(['going', 'waitlisted']),
  waitlistPlace: z.number().int().min(1).optional(),
  checkedIn: z.boolean(),
});
export type MyRsvpEntry = z.infer<typeof myRsvpEntry>;

/** One of the next public events (the next occurrence of a repeating one). */
export const nextPublicEvent = z.object({
  /** The RSVP key: the public event page is `/events/{eventId}`. */
  eventId: z.string(),
  title: z.string(),
  startsAt: localTime,
  endsAt: localTime.optional(),
  location: z.string(),
  /** The host organization's id. */
  host: z.string(),
});
export type NextPublicEvent = z.infer<typeof nextPublicEvent>;

/**
 * GET /api/v1/me/tickets: what waits for the person at events: their upcoming tickets (soonest
 * first; items without an event after those with one), their RSVPs and waitlist places, and the
 * next public events.
 */
export const myTicketsResponse = z.object({
  tickets: z.array(myTicket),
  rsvps: z.array(myRsvpEntry),
  nextEvents: z.array(nextPublicEvent),
});
export type MyTicketsResponse = z.infer<typeof myTicketsResponse>;

/** One line of an order; amounts in cents (`formatUsd` shows them). */
export const myOrderLine = z.object({
  name: z.string(),
  variant: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** Picked up (or admitted, for a ticket line). */
  fulfilled: z.boolean(),
});

/** A store order made with the signed-in email (carts left unpaid, expired or released, are not shown). */
export const myOrder = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  lines: z.array(myOrderLine),
  /** The order's discount (a promo code's), in cents: 0 when none. Lines less this is `total`. */
  discount: z.number().int(),
  /** What was paid, in cents, after any discount. */
  total: z.number().int(),
  /** The order id (`ord_…`): the text of the pickup QR the scanner takes. */
  pickupQrPayload: z.string(),
  createdAt: instant,
});
export type MyOrder = z.infer<typeof myOrder>;

/** GET /api/v1/me/orders: newest first. */
export const myOrdersResponse = z.object({ orders: z.array(myOrder) });
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

/**
 * GET /api/v1/me/membership: whether the person's NetID (from their university email) is on the
 * paid list. `payUrl` is the portal page where they pay, present only when they have not paid.
 */
export const myHomeMembership = z.object({
  paid: z.boolean(),
  netId: z.string().optional(),
  paidAt: instant.optional(),
  payUrl: z.string().optional(),
  ...walletLinks,
});
export type MyHomeMembership = z.infer<typeof myHomeMembership>;
