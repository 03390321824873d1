import type { MyOrder, MyOrdersResponse } from '@cp/contracts/home';
import { orderStatusWord, type Order } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import type { Acting } from '../../plugins/auth';
import { ordersOfBuyer } from '../store';
import { emailOf } from './my-tickets';

/** The home keeps the portal's own statuses: the platform's, with CANCELLED told apart by its reason. */
const homeStatusOf = (order: Order) => orderStatusWord(order) as MyOrder['status'];

function toMyOrder(order: Order): MyOrder {
  return {
    orderId: order.orderId,
    status: homeStatusOf(order),
    lines: order.lineItems.map((line) => ({
      name: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      fulfilled: line.isFulfilled,
    })),
    discount: order.discountCents,
    total: order.totalCents,
    // The confirmation email's QR carries the order id and nothing else: so does this one.
    pickupQrPayload: order.orderId,
    createdAt: new Date(order.createdAt * 1000).toISOString(),
  };
}

/** GET /api/v1/me/orders: the store orders the caller made signed in, newest first (decision 0036). */
export async function myOrders(db: Db, acting: Acting): Promise<MyOrdersResponse> {
  return { orders: (await ordersOfBuyer(db, emailOf(acting))).map(toMyOrder) };
}
