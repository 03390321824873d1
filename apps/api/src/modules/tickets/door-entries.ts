import { sql } from 'drizzle-orm';
import type { QueuedScan } from '@cp/contracts/tickets';
import { doorHashLength } from '@cp/contracts/tickets';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * A scan that names its purchase by what a QR carries (every kind but a search's `entry`).
 * `namesNothing`: an entry whose hash names no purchase of its item under its key.
 */
export type CodedScan = Exclude<QueuedScan, { type: 'entry' }> & { namesNothing?: true };

type CodedScanCode = { type: 'ticket'; ticketId: string } | { type: 'merch'; stripePi: string; email: string };

/**
 * Turns each scan admitted from a device's search (`entry`: the list's key and the entry's hash)
 * into the scan of the purchase it names: one statement per item and key in an upload finds the
 * purchases whose hash is among the upload's. A hash that names nothing stays a scan of an
 * unknown ticket, refused as "Ticket not found." like any other, and marked so that it costs no
 * more to record.
 */
export async function resolveEntryScans(db: Db, scans: QueuedScan[]): Promise<CodedScan[]> {
  const wanted = new Map<string, { itemId: string; key: string; hashes: Set<string> }>();
  for (const scan of scans) {
    if (scan.type !== 'entry') continue;
    const id = `${scan.itemId}:${scan.key}`;
    const list = wanted.get(id) ?? { itemId: scan.itemId, key: scan.key, hashes: new Set<string>() };
    list.hashes.add(scan.hash);
    wanted.set(id, list);
  }
  const found = new Map<string, Map<string, CodedScanCode>>();
  for (const [id, list] of wanted) found.set(id, await purchasesByHash(db, list.itemId, list.key, [...list.hashes]));
  return scans.map((scan) =>
    scan.type === 'entry' ? codedEntry(scan, found.get(`${scan.itemId}:${scan.key}`)?.get(scan.hash)) : scan,
  );
}

/**
 * An entry scan as the scan of the purchase its hash names (`code`), or of an unknown ticket, built
 * field by field: spreading the rest of 500 scans into new objects took milliseconds of the
 * request thread's time per upload (a profile of bench/door-upload).
 */
function codedEntry(scan: Extract<QueuedScan, { type: 'entry' }>, code: CodedScanCode | undefined): CodedScan {
  const { scanId, deviceId, scannedAt, itemId, deviceDecision, listPreparedAt, hash } = scan;
  const coded: CodedScan = !code
    ? {
        scanId,
        deviceId,
        scannedAt,
        itemId,
        deviceDecision,
        type: 'ticket',
        ticketId: `entry:${hash}`,
        namesNothing: true,
      }
    : code.type === 'ticket'
      ? { scanId, deviceId, scannedAt, itemId, deviceDecision, type: 'ticket', ticketId: code.ticketId }
      : {
          scanId,
          deviceId,
          scannedAt,
          itemId,
          deviceDecision,
          type: 'merch',
          stripePi: code.stripePi,
          email: code.email,
        };
  if (listPreparedAt !== undefined) coded.listPreparedAt = listPreparedAt;
  return coded;
}

/** HMAC-SHA256's two padded keys (RFC 2104) for a key of at most one block (the list's 32 bytes). */
export function hmacPads(keyHex: string): { inner: string; outer: string } {
  const block = Buffer.alloc(64);
  Buffer.from(keyHex, 'hex').copy(block);
  const xor = (pad: number) => Buffer.from(block.map((byte) => byte ^ pad)).toString('hex');
  return { inner: xor(0x36), outer: xor(0x5c) };
}

/**
 * The purchases of an item whose code (a ticket's id, merchandise's payment intent: what the list
 * was hashed from, offline-list.ts) hashes under `key` to one of `hashes`, by hash. The database
 * computes the HMAC (sha256 of the padded keys, as `serverDoorHasher` does in node) and answers
 * only the matches: an upload no longer reads and hashes every purchase of the item on the
 * server's one thread, where 3,000 of them held up every other request (issue 40, finding 4).
 */
export async function purchasesByHash(db: Db, itemId: string, key: string, hashes: string[]) {
  const byHash = new Map<string, CodedScanCode>();
  if (hashes.length === 0) return byHash;
  const { inner, outer } = hmacPads(key);
  const result = await db.execute(sql`
    select distinct on (m.hash) m.hash, m.id, m.type, m.payment_intent_id, m.email
    from (
      select p.id, p.type, p.payment_intent_id, p.email,
        left(encode(sha256(decode(${outer}, 'hex') || sha256(decode(${inner}, 'hex') ||
          convert_to(case when p.type = 'ticket' then p.id else p.payment_intent_id end, 'UTF8'))), 'hex'),
          ${doorHashLength}) as hash
      from store_purchases p
      where p.item_id = ${itemId}
    ) m
    where m.hash = any(string_to_array(${hashes.join(',')}, ','))`);
  type Row = { hash: string; id: string; type: string; payment_intent_id: string; email: string };
  for (const p of rowsOf<Row>(result))
    byHash.set(
      p.hash,
      p.type === 'ticket'
        ? { type: 'ticket', ticketId: p.id }
        : { type: 'merch', stripePi: p.payment_intent_id, email: p.email },
    );
  return byHash;
}
