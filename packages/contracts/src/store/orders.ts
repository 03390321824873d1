import { z } from 'zod';
import { uinSchema } from '../users';

/** How orders are kept here. */
export const orderStatuses = ['pending', 'paid', 'expired', 'released', 'refunded', 'sale_failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The chapter's platform's order statuses: what every answer says (decision 0055). */
export const platformOrderStatuses = ['PENDING', 'CAPTURING', 'ACTIVE', 'REFUNDED', 'CANCELLED'] as const;
export type PlatformOrderStatus = (typeof platformOrderStatuses)[number];
/** Expired, released and failed orders are all CANCELLED there; `cancelReason` keeps which. */
export const platformStatusOf: Record<OrderStatus, PlatformOrderStatus> = {
  pending: 'PENDING',
  paid: 'ACTIVE',
  expired: 'CANCELLED',
  released: 'CANCELLED',
  refunded: 'REFUNDED',
  sale_failed: 'CANCELLED',
};
export const cancelReasons = ['expired', 'released', 'sale_failed'] as const;

/**
 * An order's id in the one ledger (decision 0063): `ord_` and 32 hex digits for a cart's order, a
 * ticket id (32 hex digits) for a single ticket, and the old purchase's payment intent or checkout
 * id (`pi_…`, `cs_…`) for an order moved by migration 0037. The order routes take every one of them,
 * as the lines (`GET /admin/orders/{productId}`) name them; an id no order has is 404.
 */
export const orderIdSchema = z
  .string()
  .min(1, 'Not an order.')
  .max(255, 'Not an order.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Not an order.');
export const orderIdParams = z.object({ orderId: orderIdSchema });

/** One line of an order, as the platform names it (ours added after `status`). */
export const lineItemSchema = z.object({
  orderId: z.string(),
  lineItemId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number().int(),
  /** `member:{variantId}` or `nonmember:{variantId}`: which price was charged. */
  priceId: z.string(),
  unitPriceCents: z.number().int(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  /** `{productId}#{variantId}`. */
  itemId: z.string(),
  isFulfilled: z.boolean(),
  /** The buyer's email. */
  userId: z.string(),
  status: z.enum(platformOrderStatuses),
  productName: z.string(),
  variantName: z.string(),
  discountCents: z.number().int(),
  fulfilledAt: z.number().int().optional(),
  /** Who handed it over: their name when the directory knows it, else their username. */
  fulfilledBy: z.string().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** GET /api/v1/store/admin/orders/{productId}: every line of that product. */
export const listOrderLinesResponse = z.object({ items: z.array(lineItemSchema) });

/** GET /api/v1/store/admin/order/{orderId}: one order with all its lines. */
export const orderSchema = z.object({
  orderId: z.string(),
  /** The buyer's email. */
  userId: z.string(),
  status: z.enum(platformOrderStatuses),
  /** The payment's id at the provider, once there is one. */
  stripePaymentIdentifier: z.string().optional(),
  createdAt: z.number().int(),
  /** When it was paid. */
  confirmedAt: z.number().int().optional(),
  /** Until when an unpaid order holds its stock. */
  expiresAt: z.number().int().optional(),
  lineItems: z.array(lineItemSchema),
  // Ours, beside the platform's fields:
  cancelReason: z.enum(cancelReasons).optional(),
  netId: z.string().optional(),
  promoCode: z.string().optional(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  refund: z.object({ reason: z.string(), by: z.string(), at: z.number().int(), restocked: z.boolean() }).optional(),
  /** The buyer's name when the directory knows them (by account or email): what the door checks. */
  buyerName: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * GET /api/v1/store/admin/orders?q=: the pickup table's lookup without the QR code, by order
 * number (whole, or its first 6 or more hex digits, with or without `ord_`), email or name.
 */
export const findOrdersQuery = z.object({
  q: z.string().trim().toLowerCase().min(3, 'Type at least 3 characters').max(320),
});
export const listOrdersResponse = z.object({ orders: z.array(orderSchema) });

/** The platform's refund: put the stock back or not, and why (at least 10 characters). */
export const refundRequest = z.strictObject({
  releaseInventory: z.boolean({ error: 'Say whether the items go back on sale' }),
  justification: z
    .string({ error: 'A justification is required' })
    .trim()
    .min(10, 'A justification is at least 10 characters')
    .max(500, 'A justification is at most 500 characters'),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const fulfillRequest = z.strictObject({
  lineItemIds: z.array(z.uuid('Not a line of this order.')).min(1, 'Choose a line').max(50),
});
export type FulfillRequest = z.infer<typeof fulfillRequest>;

/** POST /api/v1/store/admin/orders/fetchUserOrders: a person's orders, found by their UIN. */
export const fetchUserOrdersQuery = z.strictObject({
  productId: z.string().min(1).optional(),
  orderStatus: z.enum(platformOrderStatuses).optional(),
});
export const fetchUserOrdersRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('UIN'), uin: uinSchema }),
]);
export const fetchUserOrdersResponse = z.array(orderSchema);

/** What the pickup table is told when a line was handed over before (409), with who and when. */
export const pickupMessages = {
  handedOver: (line: string, when: string, by: string) =>
    `${line} was already handed over ${when} (Central Time) by ${by}.`,
  notPaid: (status: string) => `This order is ${status}: only a paid order is handed out.`,
} as const;

/** The word pages show for an order's state: 'paid', 'refunded', 'pending', or why it was cancelled. */
export function orderStatusWord(order: { status: PlatformOrderStatus; cancelReason?: string }): string {
  if (order.cancelReason) return order.cancelReason;
  const words: Record<PlatformOrderStatus, string> = {
    PENDING: 'pending',
    CAPTURING: 'pending',
    ACTIVE: 'paid',
    REFUNDED: 'refunded',
    CANCELLED: 'cancelled',
  };
  return words[order.status];
}
