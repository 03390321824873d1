import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { anyExpiredOrder, claimExpiredOrder, findOrderLines, moveOrder, releasePromoHold } from './checkout-repository';
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
 * Gives back what expired orders hold (at most `limit`), each in a transaction of its own (so one
 * order's locks are never held while another's are taken). Each order is claimed with `skip
 * locked`: concurrent releasers (every checkout runs this for a few before holding) share the
 * expired orders out instead of all queueing on the same one, and none waits on another. The
 * hourly retention run runs it until none are left. When none has expired (a plain read says so),
 * it opens no transaction at all.
 */
export async function releaseExpiredOrders(db: Db, limit = Infinity): Promise<number> {
  let released = 0;
  if (!(await anyExpiredOrder(db))) return released;
  for (let claimed = 0; claimed < limit; claimed++) {
    const gaveBack = await db.transaction(async (tx) => {
      const id = await claimExpiredOrder(tx);
      return id === undefined ? undefined : giveBackOrder(tx, id, 'expired', systemActor);
    });
    if (gaveBack === undefined) break;
    if (gaveBack) released++;
  }
  return released;
}
