import type { Order, OrderLineRow } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { containingPattern } from '../../db/like-pattern';
import { notFound } from '../../lib/app-error';
import { namesOf, peopleNamed } from '../users';
import { findProductRow } from './products-repository';
import {
  findOrderRow,
  lineRowsOf,
  linesOfProduct,
  orderRowsOfBuyer,
  pickupOrderRowsMatching,
  type LineRow,
  type OrderRow,
} from './orders-repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** `names`: from `namesOfOrders`, for the buyer's name and who handed each line over. */
export function toOrder(order: OrderRow, lines: LineRow[], names: Map<string, string>): Order {
  const nameOf = (key: string | null) => (key ? (names.get(key.toLowerCase()) ?? null) : null);
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
    buyerName: nameOf(order.buyer) ?? nameOf(order.email),
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
        fulfilledBy: line.fulfilledBy ? (nameOf(line.fulfilledBy) ?? line.fulfilledBy) : null,
      })),
  };
}

/** The names toOrder shows: the buyers' (by account, else by email) and whoever handed lines over. */
export function namesOfOrders(db: Db, orders: OrderRow[], lines: LineRow[]): Promise<Map<string, string>> {
  return namesOf(db, [
    ...orders.flatMap((order) => [order.buyer, order.email]),
    ...lines.map((line) => line.fulfilledBy),
  ]);
}

/** Orders with their lines and names, in the order given. */
async function withLines(db: Db, orders: OrderRow[]): Promise<Order[]> {
  const lines = await lineRowsOf(
    db,
    orders.map((order) => order.id),
  );
  const names = await namesOfOrders(db, orders, lines);
  return orders.map((order) => toOrder(order, lines, names));
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
  const [found] = await withLines(db, [order]);
  return found!;
}

/** An order number as a volunteer may type it: all of it, or its first 6 or more hex digits. */
const orderNumberPrefix = /^(?:ord_)?([0-9a-f]{6,32})$/;

/**
 * GET /api/v1/store/admin/orders?q=: the pickup table without the QR code. `q` (lower-case) is
 * an order number or its start, part of the buyer's email, or part of their name.
 */
export async function findPickupOrders(db: Db, q: string): Promise<{ orders: Order[] }> {
  const digits = orderNumberPrefix.exec(q)?.[1];
  const orders = await pickupOrderRowsMatching(db, {
    idPrefix: digits ? `ord_${digits}` : null,
    emailPattern: containingPattern(q),
    people: await peopleNamed(db, q),
  });
  return { orders: await withLines(db, orders) };
}

/** The orders a signed-in person made (every state but the carts left unpaid), newest first, with their lines. */
export async function ordersOfBuyer(db: Db, username: string): Promise<Order[]> {
  return withLines(db, await orderRowsOfBuyer(db, username, ['pending', 'paid', 'refunded', 'sale_failed']));
}
