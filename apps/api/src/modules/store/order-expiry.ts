import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { expiredOrderIds, findOrderLines, moveOrder, releasePromoHold } from './checkout-repository';
import { releaseStock } from './stock-repository';

/**
 * A pending order ends unpaid: it moves to `to` (once: a conditional move, so a payment or another
 * release racing it finds it moved) and gives back its stock and its promo code's hold.
 */
export async function giveBackOrder(
  tx: Tx,
  orderId: string,
  to: 'expired' | 'released',
  actor: string,
): Promise<boolean> {
  const order = await moveOrder(tx, orderId, ['pending'], to);
  if (!order) return false;
  await releaseStock(tx, await findOrderLines(tx, orderId));
  if (order.promoCode) await releasePromoHold(tx, order.promoCode);
  await writeAudit(tx, {
    module: 'store',
    actor,
    target: orderId,
    message: `Order of ${order.email} ${to === 'expired' ? 'expired unpaid' : 'was cancelled'}: its stock${order.promoCode ? ` and promo code ${order.promoCode}` : ''} went back.`,
  });
  return true;
}

/** The audit actor of what the portal does on its own (expiry). */
export const systemActor = 'system';

/**
 * Gives back what expired orders hold, each in a transaction of its own (so one order's locks are
 * never held while another's are taken). Checkouts run it for a few before holding, so stock comes
 * back without waiting for the hourly retention run, which runs it until none are left.
 */
export async function releaseExpiredOrders(db: Db, batch = 100): Promise<number> {
  let released = 0;
  for (;;) {
    const ids = await expiredOrderIds(db, batch);
    for (const id of ids) if (await db.transaction((tx) => giveBackOrder(tx, id, 'expired', systemActor))) released++;
    if (ids.length < batch) return released;
  }
}
