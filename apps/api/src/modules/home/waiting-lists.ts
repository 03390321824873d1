import {
  doorConflictWindowDays,
  type DoorConflictsWaitingResponse,
  type PickupWaitingResponse,
} from '@cp/contracts/home';
import type { Db } from '../../db/client';
import { ordersAwaitingPickup } from '../store';
import { purchasesAwaitingPickup, recentDoorConflicts } from '../tickets';

/** GET /api/v1/me/waiting/merchPickup: each order and purchase the merchPickup card counted. */
export async function pickupWaitingList(db: Db): Promise<PickupWaitingResponse> {
  const [orders, purchases] = [await ordersAwaitingPickup(db), await purchasesAwaitingPickup(db)];
  const waiting = [
    ...orders.map((o) => ({ kind: 'order' as const, id: o.orderId, email: o.email, items: o.items, paidAt: o.paidAt })),
    ...purchases.map((p) => ({
      kind: 'purchase' as const,
      id: p.purchaseId,
      itemId: p.itemId,
      email: p.email,
      items: [p.item],
      paidAt: p.paidAt,
    })),
  ].sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  return { waiting };
}

/** GET /api/v1/me/waiting/doorConflicts: each conflict the doorConflicts card counted. */
export async function doorConflictsWaitingList(db: Db): Promise<DoorConflictsWaitingResponse> {
  return { conflicts: await recentDoorConflicts(db, doorConflictWindowDays) };
}
