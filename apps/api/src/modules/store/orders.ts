import {
  orderStatuses,
  platformStatusOf,
  type cancelReasons,
  type LineItem,
  type Order,
  type PlatformOrderStatus,
} from '@cp/contracts/store';
import { uinMessages } from '@cp/contracts/users';
import type { Db } from '../../db/client';
import { containingPattern } from '../../db/like-pattern';
import { notFound } from '../../lib/app-error';
import { namesOf, peopleNamed, usernameByUin } from '../users';
import { memberPriceIdOf, nonmemberPriceIdOf } from './product-view';
import { findProductRow } from './products-repository';
import {
  findOrderRow,
  lineRowsOf,
  linesOfProduct,
  orderRowsOfBuyer,
  orderRowsOfPerson,
  pickupOrderRowsMatching,
  type LineRow,
  type OrderRow,
} from './orders-repository';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const present = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

type LineOf = Omit<LineRow, 'fulfilledBy'> & { fulfilledBy?: string | null };

/** Which price a line was charged: the non-member one unless it matches only the member one. */
function priceIdOf(line: LineOf) {
  const member = line.unitPriceCents === line.variantMemberPriceCents;
  return member && line.unitPriceCents !== line.variantNonMemberPriceCents
    ? memberPriceIdOf(line.variantId)
    : nonmemberPriceIdOf(line.variantId);
}

/** A line as the platform names it, with ours after (decision 0055). */
export function toLineItem(
  line: LineOf,
  order: { id: string; email: string; status: OrderRow['status']; createdAt: Date },
  handedOverBy: string | undefined,
): LineItem {
  return {
    orderId: order.id,
    lineItemId: line.id,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    priceId: priceIdOf(line),
    unitPriceCents: line.unitPriceCents,
    createdAt: seconds(order.createdAt),
    itemId: `${line.productId}#${line.variantId}`,
    isFulfilled: line.fulfilledAt !== null,
    userId: order.email,
    status: platformStatusOf[order.status],
    productName: line.productName,
    variantName: line.variantName,
    discountCents: line.discountCents,
    fulfilledAt: line.fulfilledAt ? seconds(line.fulfilledAt) : undefined,
    fulfilledBy: handedOverBy,
  };
}

/** `names`: from `namesOfOrders`, for the buyer's name and who handed each line over. */
export function toOrder(order: OrderRow, lines: LineRow[], names: Map<string, string>): Order {
  const nameOf = (key: string | null) => (key ? names.get(key.toLowerCase()) : undefined);
  const status = platformStatusOf[order.status];
  return {
    orderId: order.id,
    userId: order.email,
    status,
    stripePaymentIdentifier: present(order.paymentIntentId),
    createdAt: seconds(order.createdAt),
    confirmedAt: order.paidAt ? seconds(order.paidAt) : undefined,
    expiresAt: order.status === 'pending' ? seconds(order.expiresAt) : undefined,
    lineItems: lines
      .filter((line) => line.orderId === order.id)
      .map((line) =>
        toLineItem(line, order, line.fulfilledBy ? (nameOf(line.fulfilledBy) ?? line.fulfilledBy) : undefined),
      ),
    cancelReason: status === 'CANCELLED' ? (order.status as (typeof cancelReasons)[number]) : undefined,
    netId: present(order.netId),
    promoCode: present(order.promoCode),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    refund:
      order.status === 'refunded' && order.refundedAt
        ? {
            reason: order.refundReason ?? '',
            by: order.refundedBy ?? '',
            at: seconds(order.refundedAt),
            restocked: order.restocked,
          }
        : undefined,
    buyerName: nameOf(order.buyer) ?? nameOf(order.email),
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
export async function listProductOrderLines(db: Db, productId: string): Promise<{ items: LineItem[] }> {
  if (!(await findProductRow(db, productId))) throw notFound('Product not found.');
  const lines = await linesOfProduct(db, productId);
  return {
    items: lines.map((line) =>
      toLineItem(
        line,
        { id: line.orderId, email: line.email, status: line.status, createdAt: line.createdAt },
        undefined,
      ),
    ),
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

/** The states each platform status stands for. */
const statesOf = (status: PlatformOrderStatus | undefined) =>
  orderStatuses.filter((state) => status === undefined || platformStatusOf[state] === status);

/**
 * POST /api/v1/store/admin/orders/fetchUserOrders: the orders of the person holding this UIN
 * (the platform's fulfilment page); 404 when nobody here holds it.
 */
export async function fetchUserOrders(
  db: Db,
  uinSecret: string | undefined,
  uin: string,
  filter: { productId?: string; orderStatus?: PlatformOrderStatus },
): Promise<Order[]> {
  const username = await usernameByUin(db, uinSecret, uin);
  if (!username) throw notFound(uinMessages.unknown);
  return withLines(db, await orderRowsOfPerson(db, username, statesOf(filter.orderStatus), filter.productId));
}

/** The orders a signed-in person made (every state but the carts left unpaid), newest first, with their lines. */
export async function ordersOfBuyer(db: Db, username: string): Promise<Order[]> {
  return withLines(db, await orderRowsOfBuyer(db, username, ['pending', 'paid', 'refunded', 'sale_failed']));
}
