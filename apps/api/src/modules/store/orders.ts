import type { Order, OrderLineRow } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findProductRow } from './products-repository';
import {
  findOrderRow,
  lineRowsOf,
  linesOfProduct,
  orderRowsOfBuyer,
  paidOrderRowsOf,
  type LineRow,
  type OrderRow,
} from './orders-repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function toOrder(order: OrderRow, lines: LineRow[]): Order {
  return {
    orderId: order.id,
    email: order.email,
    netId: order.netId,
    status: order.status,
    promoCode: order.promoCode,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    createdAt: seconds(order.createdAt),
    paidAt: order.paidAt ? seconds(order.paidAt) : null,
    refund:
      order.status === 'refunded' && order.refundedAt
        ? {
            reason: order.refundReason ?? '',
            by: order.refundedBy ?? '',
            at: seconds(order.refundedAt),
            restocked: order.restocked,
          }
        : null,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        lineItemId: line.id,
        productId: line.productId,
        productName: line.productName,
        variantId: line.variantId,
        variantName: line.variantName,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        isFulfilled: line.fulfilledAt !== null,
        fulfilledAt: line.fulfilledAt ? seconds(line.fulfilledAt) : null,
      })),
  };
}

/** GET /api/v1/store/admin/orders/{productId}: every line of the product, whatever its order's state. */
export async function listProductOrderLines(db: Db, productId: string): Promise<{ lines: OrderLineRow[] }> {
  if (!(await findProductRow(db, productId))) throw notFound('Product not found.');
  const lines = await linesOfProduct(db, productId);
  return {
    lines: lines.map((line) => ({
      orderId: line.orderId,
      lineItemId: line.id,
      productId: line.productId,
      variantId: line.variantId,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      email: line.email,
      isFulfilled: line.fulfilledAt !== null,
      status: line.status,
      createdAt: seconds(line.createdAt),
    })),
  };
}

/** GET /api/v1/store/admin/order/{orderId}: what the pickup table shows after scanning the QR. */
export async function getOrder(db: Db, orderId: string): Promise<Order> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound('There is no such order.');
  return toOrder(order, await lineRowsOf(db, [orderId]));
}

/** GET /api/v1/store/admin/orders?email=: a buyer's paid orders, for the pickup table's lookup. */
export async function listPaidOrdersOf(db: Db, email: string): Promise<{ orders: Order[] }> {
  const orders = await paidOrderRowsOf(db, email);
  const lines = await lineRowsOf(
    db,
    orders.map((order) => order.id),
  );
  return { orders: orders.map((order) => toOrder(order, lines)) };
}

/** The orders a signed-in person made (every state but the carts left unpaid), newest first, with their lines. */
export async function ordersOfBuyer(db: Db, username: string): Promise<Order[]> {
  const orders = await orderRowsOfBuyer(db, username, ['pending', 'paid', 'refunded', 'sale_failed']);
  const lines = await lineRowsOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => toOrder(order, lines));
}
