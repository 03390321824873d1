import { z } from 'zod';
import { uinSchema } from '../users';
import { netIdPattern } from '../netid';
import { pageInfo, pageQuery } from '../paging';
import { buyerEmailMaxLength, buyerEmailPattern, buyerMessages, maxQuantity } from '../store-buyer';
export { ticketListRoles, ticketManagerRoles, ticketScannerRoles } from '../roles';

export const itemTypes = ['ticket', 'merch'] as const;
export type ItemType = (typeof itemTypes)[number];
export const merchSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export { maxQuantity } from '../store-buyer';
/** Page sizes of the sales table (spec section 9). */
export const salesPageSizes = [10, 25, 50, 100] as const;
/** Scanner debounce (spec section 9). */
export const scanDebounceMs = 2000;

const itemId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid item id.');
export const itemIdParams = z.object({ itemId });
export const eventIdParams = z.object({ eventId: itemId });

const priceDollars = z.object({ member: z.number(), nonMember: z.number() });

/** A ticket item (spec section 3): `itemSalesActive` is false (off) or the instant sales open. */
export const ticketItemSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  itemSalesActive: z.union([z.literal(false), z.iso.datetime({ offset: true })]),
  priceDollars,
  eventCapacity: z.number().int().optional(),
  ticketsSold: z.number().int().optional(),
  /** Merchandise sizes offered (empty when the item has none). */
  sizes: z.array(z.enum(merchSizes)).optional(),
  /**
   * The product's variants by name, as the store lists them (a hoodie's "Navy S" … "Grey XL", a
   * formal's tiers); "General" alone is a product without variants. Added to the spec's fields
   * (issue 41, point 6); the list answers it.
   */
  variants: z.array(z.string()).optional(),
});
export type TicketItem = z.infer<typeof ticketItemSchema>;

/** GET /api/v1/tickets */
export const listItemsResponse = z.object({ merch: z.array(ticketItemSchema), tickets: z.array(ticketItemSchema) });
export type ListItemsResponse = z.infer<typeof listItemsResponse>;

/** PATCH /api/v1/tickets/{itemId}: true opens sales now, false closes them, a date opens them then. */
export const setSalesRequest = z.object({
  itemSalesActive: z.union([z.boolean(), z.iso.datetime({ offset: true })]),
  type: z.enum(itemTypes),
});
export type SetSalesRequest = z.infer<typeof setSalesRequest>;

const money = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is too large`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} has at most 2 decimals`);

/** POST /api/v1/tickets/items and PUT /api/v1/tickets/items/{itemId}; the same schema checks the form. */
export const saveItemRequest = z
  .object({
    type: z.enum(itemTypes),
    itemName: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
    priceDollars: z.object({ member: money('Member price'), nonMember: money('Non-member price') }),
    eventCapacity: z.number().int().min(1, 'Capacity must be at least 1').max(1_000_000).nullable().default(null),
    sizes: z.array(z.enum(merchSizes)).default([]),
    itemSalesActive: z.union([z.boolean(), z.iso.datetime({ offset: true })]).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'ticket' && v.eventCapacity === null)
      ctx.addIssue({ code: 'custom', path: ['eventCapacity'], message: 'Capacity is required for tickets' });
    if (v.type === 'ticket' && v.sizes.length > 0)
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Tickets have no sizes' });
  });
export type SaveItemRequest = z.input<typeof saveItemRequest>;

export const purchaserDataSchema = z.object({
  email: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  size: z.string().optional(),
});

/** A purchased ticket or merchandise (spec section 3). */
export const purchaseSchema = z.object({
  valid: z.boolean(),
  type: z.enum(itemTypes),
  ticketId: z.string(),
  refunded: z.boolean(),
  fulfilled: z.boolean(),
  purchaserData: purchaserDataSchema,
  /** What the buyer paid, in cents (the officers' totals add it up). */
  amountCents: z.number().int(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** The whole item's sales, whatever the search: what the sales page's heading adds up. */
export const salesTotalsSchema = z.object({
  /** Purchases not refunded. */
  purchases: z.number().int(),
  /** Items sold and not refunded (a purchase of 3 counts 3). */
  sold: z.number().int(),
  fulfilled: z.number().int(),
  /** Purchases refunded. */
  refunded: z.number().int(),
  /** Cents paid for what was not refunded. */
  revenueCents: z.number().int(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

/**
 * GET /api/v1/tickets/{eventId}?type=[&page=&pageSize=&q=]: with `page`, one page of the purchases
 * matching q (email, ticket id, size or status), with the count and the item's totals; without
 * it, every purchase (the CSV export and the copy-emails buttons).
 */
export const listSalesQuery = pageQuery.extend({ type: z.enum(itemTypes) });
export type ListSalesQuery = z.input<typeof listSalesQuery>;
export const listSalesResponse = z.object({
  tickets: z.array(purchaseSchema),
  page: pageInfo.optional(),
  totals: salesTotalsSchema.optional(),
});
export type ListSalesResponse = z.infer<typeof listSalesResponse>;

/** A buyer's email, as every checkout form and the server read it. */
export const buyerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(buyerEmailMaxLength, buyerMessages.invalidEmail)
  .pipe(z.email({ pattern: buyerEmailPattern, error: buyerMessages.invalidEmail }));
/** A buyer's optional NetID (the member price's rule); an empty field is none. */
export const buyerNetId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(netIdPattern, buyerMessages.invalidNetId)
  .optional()
  .or(z.literal('').transform(() => undefined));
const stripePi = z.string().trim().min(1, 'Payment ID is required').max(200);

/**
 * The item being admitted, when the caller knows it (added to the spec's fields; decision 0069):
 * an order holding tickets to two events is admitted one event at a time. Without it, the
 * order's item whose event starts nearest to now.
 */
const checkInItem = z.string().min(1).max(200).optional();
/**
 * POST /api/v1/tickets/checkIn. A scan sends the QR's fields camel-cased; the manual form (and
 * 'Mark as Fulfilled') sends type, email and stripePi (the payment id, or the ticket id).
 */
export const checkInRequest = z.union([
  z.object({ type: z.literal('ticket'), ticketId: z.string().min(1).max(200), itemId: checkInItem }),
  z.object({ type: z.enum(itemTypes), email: buyerEmail, stripePi, itemId: checkInItem }),
]);
export type CheckInRequest = z.infer<typeof checkInRequest>;
/**
 * A card swipe or the campus app's QR at the door: the person's UIN, and the item whose ticket
 * they hold (issue 42, point 6). The server turns it into their ticket's id.
 */
export const uinCheckInRequest = z.object({
  type: z.literal('ticket'),
  itemId: z.string().min(1).max(200),
  uin: uinSchema,
});
export type UinCheckInRequest = z.infer<typeof uinCheckInRequest>;
/** POST /api/v1/tickets/checkIn's body: a code from a QR, or a UIN. */
export const ticketCheckInBody = z.union([...checkInRequest.options, uinCheckInRequest]);
export type TicketCheckInBody = z.infer<typeof ticketCheckInBody>;
export const checkInResponse = z.object({
  valid: z.boolean(),
  type: z.enum(itemTypes),
  ticketId: z.string(),
  purchaserData: purchaserDataSchema,
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

/** What the QR codes carry (the scanner parses these). */
export type QrPayload = { type: 'ticket'; ticket_id: string } | { type: 'merch'; stripe_pi: string; email: string };

/** GET /api/v1/store/{itemId}: what the public store page shows. */
export const storeItemSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  type: z.enum(itemTypes),
  priceDollars,
  sizes: z.array(z.enum(merchSizes)),
  /** Tickets still available (tickets only). */
  remaining: z.number().int().optional(),
  /** Whether it can be bought now; when not, `salesOpenAt` says when it can (null: sales are closed). */
  onSale: z.boolean(),
  salesOpenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

/** POST /api/v1/store/{itemId}/checkout; the store form validates with the same schema. */
export const storeCheckoutRequest = z.object({
  email: buyerEmail,
  quantity: z
    .number({ error: buyerMessages.quantityRequired })
    .int()
    .min(1, buyerMessages.quantityTooSmall)
    .max(maxQuantity, buyerMessages.quantityTooLarge),
  size: z.enum(merchSizes).optional(),
  netId: buyerNetId,
});
export type StoreCheckoutRequest = z.input<typeof storeCheckoutRequest>;
/** Refused by the server, and by the store page before it asks. */
export const chooseSizeMessage = buyerMessages.chooseSize;
export const storeCheckoutResponse = z.object({ checkoutUrl: z.string() });

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;
export * from './door';
