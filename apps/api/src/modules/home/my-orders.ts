import type { MyOrder, MyOrdersResponse } from '@cp/contracts/home';
import type { Order } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import type { Acting } from '../../plugins/auth';
import { ordersOfBuyer } from '../store';
import { emailOf } from './my-tickets';

function toMyOrder(order: Order): MyOrder {
  return {
    orderId: order.orderId,
    status: order.status,
    lines: order.lines.map((line) => ({
      name: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      fulfilled: line.isFulfilled,
    })),
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
