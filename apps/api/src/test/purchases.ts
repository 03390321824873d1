import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeOrderLines, storeOrders, storePurchases } from '../db/schema';

/**
 * Changes purchases (orders of the one ledger, by id) as a refund, an admission or the seed would:
 * refunded moves the order to `refunded`; fulfilled sets (or clears) its lines' admission.
 */
export async function changePurchases(
  db: Db,
  ids: string[],
  change: {
    refunded?: boolean;
    fulfilled?: boolean;
    fulfilledAt?: Date;
    fulfilledBy?: string;
    email?: string;
    createdAt?: Date;
  },
) {
  if (ids.length === 0) return;
  if (change.refunded !== undefined || change.email !== undefined || change.createdAt !== undefined)
    await db
      .update(storeOrders)
      .set({
        ...(change.refunded !== undefined && { status: change.refunded ? 'refunded' : 'paid' }),
        ...(change.email !== undefined && { email: change.email }),
        ...(change.createdAt !== undefined && { createdAt: change.createdAt, paidAt: change.createdAt }),
      })
      .where(inArray(storeOrders.id, ids));
  if (change.fulfilled !== undefined || change.fulfilledAt !== undefined)
    await db
      .update(storeOrderLines)
      .set(
        change.fulfilled === false
          ? { fulfilledAt: null, fulfilledBy: null }
          : { fulfilledAt: change.fulfilledAt ?? new Date(), fulfilledBy: change.fulfilledBy ?? 'test' },
      )
      .where(inArray(storeOrderLines.orderId, ids));
}

/** The ids of an item's purchases. */
export const purchaseIdsOf = async (db: Db, itemId: string) =>
  (await db.select({ id: storePurchases.id }).from(storePurchases).where(eq(storePurchases.itemId, itemId))).map(
    (row) => row.id,
  );
