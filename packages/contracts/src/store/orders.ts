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
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/v1/store/admin/orders?email=: a buyer's orders, for lookup at the pickup table. */
export const ordersByEmailQuery = z.object({
  email: z.string().trim().toLowerCase().min(3, 'Enter an email').max(320),
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
