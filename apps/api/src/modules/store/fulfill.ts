import type { z } from 'zod';
import type { fulfillRequest, Order } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { storeAudit } from './products';
import { getOrder } from './orders';
import { findOrderRow, fulfillLineRows, lineRowsOf } from './orders-repository';

/**
 * POST /api/v1/store/admin/orders/{orderId}/fulfill: hands out these lines of a paid order. A line
 * handed out already keeps who and when (two volunteers at the table scanning one QR is no error);
 * an order that is not paid (pending, refunded…) hands out nothing: 409.
 */
export async function fulfillLines(
  db: Db,
  actor: Acting,
  orderId: string,
  input: z.output<typeof fulfillRequest>,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!order) throw notFound('There is no such order.');
    if (order.status !== 'paid') throw conflict(`This order is ${order.status}: only a paid order is handed out.`);
    const lineIds = new Set((await lineRowsOf(tx, [orderId])).map((line) => line.id));
    // A line of another order (a stale page, a mistyped id) is an error to show, not to skip.
    if (input.lineItemIds.some((id) => !lineIds.has(id))) throw badRequest('Not a line of this order.');
    const fulfilled = await fulfillLineRows(tx, orderId, [...new Set(input.lineItemIds)], actor.username);
    if (fulfilled.length > 0)
      await storeAudit(
        tx,
        actor,
        orderId,
        `Handed out ${fulfilled.length} line(s) of order ${orderId}: ${fulfilled.map((line) => line.id).join(', ')}.`,
      );
  });
  return getOrder(db, orderId);
}
