import { z } from 'zod';
import {
  apiKeyManagerRoles,
  auditLogRoles,
  eventManagerRoles,
  iamPageRoles,
  paymentLinkRoles,
  roomRequestUpdaterRoles,
  rsvpManagerRoles,
  ticketListRoles,
  ticketScannerRoles,
  type AppRole,
} from '../roles';

/** The officer's cards, in the order the home shows them. */
export const waitingCardKeys = [
  'roomRequests',
  'merchPickup',
  'doorConflicts',
  'paymentLinks',
  'invitations',
  'eventsThisWeek',
  'apiKeysExpiring',
  'auditVerification',
] as const;
export type WaitingCardKey = (typeof waitingCardKeys)[number];

/** Each card's title, as the officer sees it. */
export const waitingCardTitles: Record<WaitingCardKey, string> = {
  roomRequests: 'Room requests awaiting review',
  merchPickup: 'Merchandise waiting for pickup',
  doorConflicts: 'Door conflicts to resolve',
  paymentLinks: 'Unpaid payment links',
  invitations: 'Invitations not yet accepted',
  eventsThisWeek: "This week's events",
  apiKeysExpiring: 'API keys expiring within 14 days',
  auditVerification: "The audit chain's last verification",
};

/** What a card with nothing waiting says. */
export const nothingWaiting = 'Nothing waiting.';
/** API keys expiring within this many days are shown. */
export const apiKeyExpiryWarningDays = 14;
/** Door conflicts recorded within this many days are shown (a conflict is never closed). */
export const doorConflictWindowDays = 7;
/** The audit chain waits for a verification when the last is older than this, broken, or missing. */
export const auditVerificationMaxAgeDays = 7;

/** One of this week's events, on the eventsThisWeek card. */
export const weekEvent = z.object({
  /** The RSVP key of the event (or of this week's occurrence of a repeating one). */
  eventId: z.string(),
  title: z.string(),
  /** Local portal time. */
  startsAt: z.string(),
  rsvps: z.number().int(),
  waitlisted: z.number().int(),
  tickets: z.number().int(),
  /** The event's RSVP page (its attendees). */
  href: z.string(),
});
export type WeekEvent = z.infer<typeof weekEvent>;

/** The audit chain's last verification, on the auditVerification card (null: never verified). */
export const auditVerificationSummary = z.object({
  verifiedAt: z.string(),
  ok: z.boolean(),
  entries: z.number().int(),
});

/**
 * One thing waiting for the person: how many, and the portal page (path and query) that shows
 * exactly those. `detail` is a sentence for the card: `nothingWaiting` when the count is 0.
 * Counts: room requests still `created` (the semesters the list offers); paid merchandise orders
 * and purchases not picked up; door conflicts of the last `doorConflictWindowDays` days; active
 * payment links not paid in full; invitations whose person has not signed in; occurrences of
 * events this week (Monday to Sunday, portal time); API keys expiring within
 * `apiKeyExpiryWarningDays`; 1 when the audit chain waits for a verification, else 0.
 */
export const waitingCard = z.object({
  key: z.enum(waitingCardKeys),
  title: z.string(),
  count: z.number().int(),
  href: z.string(),
  detail: z.string().optional(),
  /** eventsThisWeek only. */
  events: z.array(weekEvent).optional(),
  /** auditVerification only. */
  lastVerification: auditVerificationSummary.nullable().optional(),
});
export type WaitingCard = z.infer<typeof waitingCard>;

/**
 * GET /api/v1/me/waiting: exactly the cards the person's roles allow, in `waitingCardKeys` order;
 * none for a person with no role (they see only the member's home).
 */
export const myWaitingResponse = z.object({ cards: z.array(waitingCard) });
export type MyWaitingResponse = z.infer<typeof myWaitingResponse>;

/**
 * Who sees each card (any one of the roles). The payment-links card counts the unpaid links the
 * payment link page lists to the person: their own, or everyone's with STRIPE_LINK_ADMIN or
 * BYPASS_OBJECT_LEVEL_AUTH; door conflicts are resolved at the
 * door's log, which the scanners read.
 */
export const waitingCardRoles: Record<WaitingCardKey, readonly AppRole[]> = {
  roomRequests: roomRequestUpdaterRoles,
  merchPickup: ticketListRoles,
  doorConflicts: ticketScannerRoles,
  paymentLinks: paymentLinkRoles,
  invitations: iamPageRoles,
  eventsThisWeek: [...eventManagerRoles, ...rsvpManagerRoles],
  apiKeysExpiring: apiKeyManagerRoles,
  auditVerification: auditLogRoles,
};

/** The cards a person with these roles sees, in order. */
export function waitingCardsFor(roles: readonly string[]): WaitingCardKey[] {
  return waitingCardKeys.filter((key) => roles.some((role) => waitingCardRoles[key].includes(role as AppRole)));
}

/** One order or purchase paid and not yet handed over: a line of the merchPickup card's page. */
export const pickupWaiting = z.object({
  /** order: a store order (its id is the pickup QR's text); purchase: merchandise bought the first way. */
  kind: z.enum(['order', 'purchase']),
  /** The order id, or the purchase's payment id. */
  id: z.string(),
  /** The product of a purchase (its sales page); absent for an order, which may hold several. */
  itemId: z.string().optional(),
  email: z.string(),
  /** What to hand over, e.g. '1 × Chapter Hoodie (Black / M)'. */
  items: z.array(z.string()),
  paidAt: z.string(),
});
export type PickupWaiting = z.infer<typeof pickupWaiting>;

/** GET /api/v1/me/waiting/merchPickup: exactly what the merchPickup card counted, oldest first. */
export const pickupWaitingResponse = z.object({ waiting: z.array(pickupWaiting) });
export type PickupWaitingResponse = z.infer<typeof pickupWaitingResponse>;

/** One ticket admitted on two devices, within `doorConflictWindowDays`: a line of the doorConflicts card's page. */
export const doorConflictWaiting = z.object({
  itemId: z.string(),
  itemName: z.string(),
  email: z.string().nullable(),
  firstBy: z.string(),
  firstDevice: z.string().nullable(),
  firstAt: z.string(),
  secondBy: z.string(),
  secondDevice: z.string().nullable(),
  secondAt: z.string(),
});
export type DoorConflictWaiting = z.infer<typeof doorConflictWaiting>;

/** GET /api/v1/me/waiting/doorConflicts: exactly what the doorConflicts card counted, newest first. */
export const doorConflictsWaitingResponse = z.object({ conflicts: z.array(doorConflictWaiting) });
export type DoorConflictsWaitingResponse = z.infer<typeof doorConflictsWaitingResponse>;
