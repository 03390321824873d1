import type { z } from 'zod';
import { pickupMessages, type fulfillRequest } from '@cp/contracts/store';
import { portalTimeZone } from '@cp/contracts/portal-time';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { namesOf } from '../users';
import { lineName } from './cart-pricing';
import { storeAudit } from './products';
import { findOrderRow, fulfillLineRows, lineRowsOf, type LineRow } from './orders-repository';

/** A hand-over time as the door reads it: the chapter's zone, as the ticket check-in says it. */
const central = new Intl.DateTimeFormat('en-US', { timeZone: portalTimeZone, dateStyle: 'medium', timeStyle: 'short' });

/**
 * POST /api/v1/store/admin/orders/{orderId}/fulfill: hands over these lines of a paid order, all
 * or none. A line handed over before refuses the whole request (409) naming who handed it over
 * and when, so a second volunteer with the same order (a stale page, the QR shown twice) learns
 * it was given already instead of being told "done"; an order that is not paid hands out nothing.
 */
export async function fulfillLines(
  db: Db,
  actor: Acting,
  orderId: string,
  input: z.output<typeof fulfillRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!order) throw notFound('There is no such order.');
    if (order.status !== 'paid') throw conflict(pickupMessages.notPaid(order.status));
    const lines = await lineRowsOf(tx, [orderId]);
    const lineIds = new Set(lines.map((line) => line.id));
    // A line of another order (a stale page, a mistyped id) is an error to show, not to skip.
    if (input.lineItemIds.some((id) => !lineIds.has(id))) throw badRequest('Not a line of this order.');
    const wanted = [...new Set(input.lineItemIds)];
    const given = lines.find((line) => wanted.includes(line.id) && line.fulfilledAt);
    if (given) throw await handedOverBefore(tx, given);
    // The UPDATE marks only lines still open: one handed over meanwhile by another volunteer
    // (whose transaction this one waited for) is missing here, and undoes this whole request.
    const fulfilled = await fulfillLineRows(tx, orderId, wanted, actor.username);
    if (fulfilled.length < wanted.length) {
      const now = await lineRowsOf(tx, [orderId]);
      const meanwhile = now.find((line) => wanted.includes(line.id) && line.fulfilledAt);
      if (meanwhile) throw await handedOverBefore(tx, meanwhile);
      // Nothing handed over: the order stopped being paid (a refund) while this waited.
      throw conflict(pickupMessages.notPaid((await findOrderRow(tx, orderId))?.status ?? 'gone'));
    }
    await storeAudit(
      tx,
      actor,
      orderId,
      `Handed out ${fulfilled.length} line(s) of order ${orderId}: ${fulfilled.map((line) => line.id).join(', ')}.`,
    );
  });
}

async function handedOverBefore(tx: Tx, line: LineRow) {
  const by = line.fulfilledBy ?? 'someone';
  const name = (await namesOf(tx, [by])).get(by.toLowerCase()) ?? by;
  const what = `${line.quantity} × ${lineName(line)}`;
  return conflict(pickupMessages.handedOver(what, central.format(line.fulfilledAt!), name));
}
