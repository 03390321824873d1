import { randomBytes } from 'node:crypto';
import type { OfflineListResponse } from '@cp/contracts/tickets';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { serverDoorHasher } from './door-hash';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { listDoorPurchases } from './door-repository';
import { findItem } from './repository';

/**
 * GET /api/v1/tickets/{itemId}/offline: every purchase of the item under a keyed hash of what its
 * QR carries (a ticket's id, merchandise's payment intent), with a key new to this download: the
 * list never holds an id in the clear, and one lost phone's key opens no other device's list.
 */
export async function prepareOfflineList(db: Db, actor: Acting, itemId: string): Promise<OfflineListResponse> {
  const item = await findItem(db, itemId);
  if (!item) throw notFound('Item not found.');
  const key = randomBytes(32).toString('hex');
  const hash = serverDoorHasher(key);
  const purchases = await listDoorPurchases(db, itemId);
  const entries = purchases.map((p) => ({
    hash: hash(p.type === 'ticket' ? p.id : p.paymentIntentId),
    kind: p.type,
    email: p.email,
    quantity: p.quantity,
    ...(p.size ? { size: p.size } : {}),
    admitted: p.fulfilled,
    refunded: p.refunded,
  }));
  // Who took the purchasers' emails out to a device is worth knowing after a phone is lost.
  await writeAudit(db, {
    module: 'tickets',
    actor: actor.username,
    requestId: actor.requestId,
    target: itemId,
    message: `Prepared the offline door list (${entries.length} entries).`,
  });
  return { itemId, itemName: item.name, preparedAt: new Date().toISOString(), key, entries };
}
