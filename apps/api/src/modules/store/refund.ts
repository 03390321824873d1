import type { z } from 'zod';
import { storeMessages, type refundRequest } from '@cp/contracts/store';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail/types';
import type { Payments } from '../../plugins/payments/types';
import { releaseStock } from './stock-repository';
import { storeAudit } from './products';
import { findOrderRow, lineRowsOf, markOrderRefunded } from './orders-repository';

export interface RefundDeps {
  db: Db;
  payments: Payments;
  mailer: Mailer;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * POST /api/v1/store/admin/orders/{orderId}/refund. The order moves paid → refunded with one
 * conditional UPDATE, so of two refunds at once only one does anything; the stock goes back when
 * asked, the buyer's email is queued and the entry audited in that transaction. The provider is
 * called after commit (a network call does not belong in a transaction) with a key per order, so
 * a retry after a failure there never refunds twice.
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: Acting,
  orderId: string,
  input: z.output<typeof refundRequest>,
): Promise<void> {
  const refunded = await deps.db.transaction(async (tx) => {
    const order = await markOrderRefunded(tx, orderId, {
      by: actor.username,
      reason: input.justification,
      restock: input.releaseInventory,
    });
    if (!order) {
      const existing = await findOrderRow(tx, orderId);
      if (!existing) throw notFound('There is no such order.');
      throw conflict(existing.status === 'refunded' ? storeMessages.alreadyRefunded : storeMessages.notPaid);
    }
    const lines = await lineRowsOf(tx, [orderId]);
    if (input.releaseInventory) await releaseStock(tx, lines, { sold: true });
    await deps.mailer.enqueue(tx, {
      to: order.email,
      subject: 'Your ACM store order has been refunded',
      text: [
        `Your order ${order.id} (${dollars(order.totalCents)}) has been refunded.`,
        `Reason: ${input.justification}`,
        'The money goes back to the card you paid with; your bank may take a few days to show it.',
      ].join('\n\n'),
    });
    await storeAudit(
      tx,
      actor,
      orderId,
      `Refunded order ${orderId} of ${order.email} (${dollars(order.totalCents)}, ${input.releaseInventory ? 'restocked' : 'not restocked'}): ${input.justification}`,
    );
    return order;
  });
  // A free order (100% off) was never charged: nothing to give back at the provider.
  if (refunded.paymentIntentId && refunded.totalCents > 0) {
    try {
      await deps.payments.refund({
        paymentIntentId: refunded.paymentIntentId,
        metadata: { purpose: 'store', orderId },
        idempotencyKey: `store-refund-${orderId}`,
      });
    } catch (error) {
      // The order is refunded here already (a second refund would answer 409): say so loudly, so
      // that the money is given back by hand at the provider.
      const message = `The order is recorded as refunded, but the payment provider refused the refund (${(error as Error).message}): refund it in the provider's dashboard.`;
      await storeAudit(deps.db, actor, orderId, message);
      throw new AppError('InternalServerError', message);
    }
  }
}
