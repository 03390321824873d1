import {
  doorConflictWindowDays,
  type DoorConflictsWaitingResponse,
  type PickupWaitingResponse,
} from '@cp/contracts/home';
import type { Db } from '../../db/client';
import { ordersAwaitingPickup } from '../store';
import { recentDoorConflicts } from '../tickets';

/** GET /api/v1/me/waiting/merchPickup: each order the merchPickup card counted. */
export async function pickupWaitingList(db: Db): Promise<PickupWaitingResponse> {
  // Every purchase is an order now (decision 0063): the single-item ones are orders of one line.
  const waiting = (await ordersAwaitingPickup(db)).map((o) => ({
    kind: 'order' as const,
    id: o.orderId,
    email: o.email,
    items: o.items,
    paidAt: o.paidAt,
  }));
  return { waiting };
}

/** GET /api/v1/me/waiting/doorConflicts: each conflict the doorConflicts card counted. */
export async function doorConflictsWaitingList(db: Db): Promise<DoorConflictsWaitingResponse> {
  return { conflicts: await recentDoorConflicts(db, doorConflictWindowDays) };
}
