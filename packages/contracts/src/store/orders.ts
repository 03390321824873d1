import { z } from 'zod';

export const orderStatuses = ['pending', 'paid', 'expired', 'released', 'refunded', 'sale_failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `ord_` and 32 hex digits: what the pickup QR carries. */
export const orderIdPattern = /^ord_[0-9a-f]{32}$/;
export const orderIdParams = z.object({ orderId: z.string().regex(orderIdPattern, 'Not an order.') });

/** GET /api/v1/store/admin/orders/{productId}: one row per line of that product. */
export const orderLineRowSchema = z.object({
  orderId: z.string(),
  lineItemId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  email: z.string(),
  isFulfilled: z.boolean(),
  status: z.enum(orderStatuses),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type OrderLineRow = z.infer<typeof orderLineRowSchema>;
export const listOrderLinesResponse = z.object({ lines: z.array(orderLineRowSchema) });

export const orderLineSchema = z.object({
  lineItemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  isFulfilled: z.boolean(),
  fulfilledAt: z.number().int().nullable(),
  /** Who handed it over: their name when the directory knows it, else their username. */
  fulfilledBy: z.string().nullable(),
});

/** GET /api/v1/store/admin/order/{orderId}: one order with all its lines. */
export const orderSchema = z.object({
  orderId: z.string(),
  email: z.string(),
  netId: z.string().nullable(),
  status: z.enum(orderStatuses),
  promoCode: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  refund: z.object({ reason: z.string(), by: z.string(), at: z.number().int(), restocked: z.boolean() }).nullable(),
  /** The buyer's name when the directory knows them (by account or email): what the door checks. */
  buyerName: z.string().nullable(),
  lines: z.array(orderLineSchema),
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

export const refundRequest = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(500, 'A reason is at most 500 characters'),
  restock: z.boolean(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const fulfillRequest = z.object({
  lineItemIds: z.array(z.uuid('Not a line of this order.')).min(1, 'Choose a line').max(50),
});
export type FulfillRequest = z.infer<typeof fulfillRequest>;

/** What the pickup table is told when a line was handed over before (409), with who and when. */
export const pickupMessages = {
  handedOver: (line: string, when: string, by: string) =>
    `${line} was already handed over ${when} (Central Time) by ${by}.`,
  notPaid: (status: string) => `This order is ${status}: only a paid order is handed out.`,
} as const;
