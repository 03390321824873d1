import type { QueuedScan } from '@cp/contracts/tickets';
import type { Db } from '../../db/client';
import { serverDoorHasher } from './door-hash';
import { listDoorPurchases } from './door-repository';

/**
 * A scan that names its purchase by what a QR carries (every kind but a search's `entry`).
 * `namesNothing`: an entry whose hash names no purchase of its item under its key.
 */
export type CodedScan = Exclude<QueuedScan, { type: 'entry' }> & { namesNothing?: true };

/**
 * Turns each scan admitted from a device's search (`entry`: the list's key and the entry's hash)
 * into the scan of the purchase it names, by hashing the item's purchases under that key, once
 * per item and key in an upload. A hash that names nothing stays a scan of an unknown ticket,
 * refused as "Ticket not found." like any other, and marked so that it costs no more to record.
 */
export async function resolveEntryScans(db: Db, scans: QueuedScan[]): Promise<CodedScan[]> {
  const lists = new Map<string, Promise<Map<string, CodedScanCode>>>();
  const listOf = (itemId: string, key: string) => {
    const id = `${itemId}:${key}`;
    if (!lists.has(id)) lists.set(id, hashedPurchases(db, itemId, key));
    return lists.get(id)!;
  };
  return Promise.all(
    scans.map(async (scan): Promise<CodedScan> => {
      if (scan.type !== 'entry') return scan;
      const { key, hash, type: _entry, ...base } = scan;
      const code = (await listOf(scan.itemId, key)).get(hash);
      return { ...base, ...(code ?? { type: 'ticket', ticketId: `entry:${hash}`, namesNothing: true }) };
    }),
  );
}

type CodedScanCode = { type: 'ticket'; ticketId: string } | { type: 'merch'; stripePi: string; email: string };

async function hashedPurchases(db: Db, itemId: string, key: string) {
  const hash = serverDoorHasher(key);
  const byHash = new Map<string, CodedScanCode>();
  for (const p of await listDoorPurchases(db, itemId)) {
    // The same code the list was hashed from (offline-list.ts): a ticket's id, merchandise's payment.
    if (p.type === 'ticket') byHash.set(hash(p.id), { type: 'ticket', ticketId: p.id });
    else byHash.set(hash(p.paymentIntentId), { type: 'merch', stripePi: p.paymentIntentId, email: p.email });
  }
  return byHash;
}
