import { nextOccurrence, type EventResponse } from '@cp/contracts/events';
import type { MyRsvpEntry, MyTicket, MyTicketsResponse } from '@cp/contracts/home';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { findEvent, nextPublicEvents, portalNowLocal } from '../events';
import { rsvpsOf } from '../rsvp';
import { listOwnWalletTickets, purchasesOfBuyer, qrPayload, type BuyerPurchaseRow } from '../tickets';
import { noWalletLinks, walletLinksByTicket, type WalletConfig, type WalletLinks } from '../wallet';

/** How many of the next public events the member's home lists. */
export const nextEventsShown = 5;

/** The signed-in person's email: purchases and RSVPs are found by it, whenever they were made. */
export const emailOf = (acting: Acting) => acting.username.toLowerCase();

/** A purchase as the home shows it, or undefined when its event is over (or it was refunded). */
function toTicket(
  purchase: BuyerPurchaseRow,
  events: Map<string, EventResponse | undefined>,
  now: string,
  walletLinks: (ticketId: string) => WalletLinks,
): MyTicket | undefined {
  if (purchase.refunded) return undefined;
  const event = purchase.eventId ? events.get(purchase.eventId) : undefined;
  // A series' ticket is for its next occurrence; an event with none left is over.
  const occurrence = event && nextOccurrence(event, now);
  if (event && !occurrence) return undefined;
  return {
    ticketId: purchase.id,
    type: purchase.type,
    qrPayload: qrPayload(purchase),
    itemId: purchase.itemId,
    itemName: purchase.itemName,
    quantity: purchase.quantity,
    ...(purchase.size && { size: purchase.size }),
    ...(event &&
      occurrence && {
        eventId: event.id,
        eventName: event.title,
        startsAt: occurrence.start,
        ...(event.end && { endsAt: occurrence.end }),
        location: event.location,
      }),
    status: purchase.fulfilled ? 'used' : 'valid',
    used: purchase.fulfilled,
    purchasedAt: purchase.createdAt.toISOString(),
    ...walletLinks(purchase.id),
  };
}

async function eventsOf(db: Db, purchases: BuyerPurchaseRow[]) {
  const ids = [...new Set(purchases.flatMap((purchase) => (purchase.eventId ? [purchase.eventId] : [])))];
  return new Map(await Promise.all(ids.map(async (id) => [id, await findEvent(db, id)] as const)));
}

/** Those with an event first, soonest first; then the rest, newest purchase first. */
const ticketOrder = (a: MyTicket, b: MyTicket) =>
  a.startsAt && b.startsAt
    ? a.startsAt.localeCompare(b.startsAt)
    : a.startsAt
      ? -1
      : b.startsAt
        ? 1
        : b.purchasedAt.localeCompare(a.purchasedAt);

/** The person's upcoming tickets. */
async function upcomingTickets(
  db: Db,
  email: string,
  now: string,
  walletLinks: (ticketId: string) => WalletLinks = () => noWalletLinks,
): Promise<MyTicket[]> {
  const purchases = await purchasesOfBuyer(db, email);
  const events = await eventsOf(db, purchases);
  return purchases
    .map((purchase) => toTicket(purchase, events, now, walletLinks))
    .filter((ticket) => ticket !== undefined)
    .sort(ticketOrder);
}

/** The person's RSVPs to occurrences not yet over, going or on a waitlist. */
async function upcomingRsvps(db: Db, email: string, now: string): Promise<MyRsvpEntry[]> {
  return (await rsvpsOf(db, email))
    .filter((rsvp) => (rsvp.end ?? rsvp.start) >= now)
    .map((rsvp) => ({
      eventId: rsvp.eventId,
      eventName: rsvp.title,
      startsAt: rsvp.start,
      ...(rsvp.end && { endsAt: rsvp.end }),
      location: rsvp.location,
      status: rsvp.status === 'confirmed' ? 'going' : 'waitlisted',
      ...(rsvp.waitlistPosition !== undefined && { waitlistPlace: rsvp.waitlistPosition }),
      checkedIn: rsvp.checkedIn,
    }));
}

/** GET /api/v1/me/tickets: the caller's tickets, RSVPs and the next public events. */
export async function myTickets(db: Db, config: WalletConfig, acting: Acting): Promise<MyTicketsResponse> {
  const email = emailOf(acting);
  const now = portalNowLocal();
  const [tickets, rsvps, next] = await Promise.all([
    // One read of the person's tickets (with their events) for every button, not one per ticket.
    listOwnWalletTickets(db, email)
      .then((owned) => walletLinksByTicket(config, owned))
      .then((links) => upcomingTickets(db, email, now, links)),
    upcomingRsvps(db, email, now),
    nextPublicEvents(db, nextEventsShown),
  ]);
  return {
    tickets,
    rsvps,
    nextEvents: next.map((event) => ({
      eventId: event.key,
      title: event.title,
      startsAt: event.start,
      ...(event.end && { endsAt: event.end }),
      location: event.location,
      host: event.host,
    })),
  };
}

/**
 * One of the caller's upcoming tickets, for a pass: another person's ticket id is answered
 * exactly as an unknown one (404), so an id in a URL tells nobody whose it is.
 */
export async function findMyTicket(db: Db, acting: Acting, ticketId: string): Promise<MyTicket> {
  const ticket = (await upcomingTickets(db, emailOf(acting), portalNowLocal())).find(
    (mine) => mine.ticketId === ticketId,
  );
  if (!ticket) throw notFound('Ticket not found.');
  return ticket;
}
