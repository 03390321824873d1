import type { BatchCheckInResponse, CheckInRequest, QueuedScan, ScanOutcome } from '@cp/contracts/tickets';
import { resolveEntryScans, type CodedScan } from './door-entries';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { metrics } from '../../lib/metrics';
import { refusal } from './check-in';
import { findPurchase } from './check-in-repository';
import { admitNewScan, admitScanned, claimScan, claimScans, findScan, findScans, settleScan } from './door-repository';
import { beforePurchaseRefusal, scanTimeRefusal } from './door-times';
import { alreadyAdmitted } from './earliest-admission';

type Result = BatchCheckInResponse[number];
type Settled = { outcome: Exclude<ScanOutcome, 'duplicate'>; message: string };

const codeOf = (scan: CodedScan) =>
  'ticketId' in scan ? scan.ticketId : 'stripePi' in scan ? scan.stripePi : scan.orderId;

const checkInOf = (scan: CodedScan): CheckInRequest | undefined => {
  if ('ticketId' in scan) return { type: 'ticket', ticketId: scan.ticketId };
  if ('stripePi' in scan) return { type: scan.type as 'ticket' | 'merch', stripePi: scan.stripePi, email: scan.email };
  return undefined;
};

/** Decides one claimed scan: admit, refuse (a scan time that cannot be true too), or record a conflict. */
async function decide(tx: Tx, actor: Acting, scan: CodedScan): Promise<Settled & { purchase?: PurchaseRef }> {
  const input = checkInOf(scan);
  if (!input) return { outcome: 'refused', message: 'Store order pickups are handed out online, at the store desk.' };
  const wrongTime = scanTimeRefusal(scan);
  if (!wrongTime && scan.deviceDecision === 'admitted') {
    const admitted = await admitScanned(tx, actor, input, new Date(scan.scannedAt), offlineNote(scan));
    if (admitted)
      return { outcome: 'admitted', message: 'Admitted.', purchase: { id: admitted.id, itemId: admitted.item_id } };
  }
  const row = await findPurchase(tx, input);
  const reason = refusal(row).message;
  if (!row) return { outcome: 'refused', message: reason };
  const purchase = { id: row.id, itemId: row.itemId, email: row.email };
  const tooEarly = wrongTime ?? beforePurchaseRefusal(scan, row.createdAt);
  if (tooEarly) return { outcome: 'refused', message: tooEarly, purchase };
  if (row.refunded || !row.fulfilled)
    return { outcome: 'refused', message: row.refunded ? reason : 'Refused on the device.', purchase };
  return { ...(await alreadyAdmitted(tx, actor, scan, row, reason)), purchase };
}

type PurchaseRef = { id: string; itemId: string; email?: string };

const offlineNote = (scan: QueuedScan) => ` offline (device ${scan.deviceId}, scan ${scan.scanId}).`;

const notFound = 'Ticket not found.';

/** A scan's row in the door log, claimed before it is decided. */
const scanRow = (actor: Acting, scan: CodedScan, message: string) => ({
  scanId: scan.scanId,
  itemId: scan.itemId ?? null,
  deviceId: scan.deviceId,
  scannedAt: new Date(scan.scannedAt),
  actor: actor.username,
  kind: scan.type,
  code: codeOf(scan),
  email: 'email' in scan ? scan.email : null,
  outcome: 'refused' as const,
  message,
  online: false,
});

const duplicateOf = (scanId: string, before: string | undefined): Result => ({
  scanId,
  outcome: 'duplicate',
  message: `Applied before: ${before ?? ''}`,
});

/**
 * A run of search entries whose hashes name no purchase: recorded as refused in one statement for
 * the whole run (each id once; an id seen before is a duplicate), never tried, looked up and
 * settled one by one (an upload of 500 made-up hashes cost three honest uploads, then 500
 * statements; issue 40 finding 4).
 */
async function refuseUnnamed(db: Db, actor: Acting, scans: CodedScan[]): Promise<Result[]> {
  const firsts = [...new Map(scans.map((scan) => [scan.scanId, scan])).values()];
  const seen = await claimScans(
    db,
    actor.username,
    notFound,
    firsts.map((scan) => ({
      scanId: scan.scanId,
      itemId: scan.itemId ?? null,
      deviceId: scan.deviceId,
      // In UTC already (upload-check.ts): the database reads the instant from the text.
      scannedAt: scan.scannedAt,
      kind: scan.type,
      code: codeOf(scan),
      email: 'email' in scan ? scan.email : null,
    })),
  );
  const earlier = await findScans(db, [...seen]);
  const answered = new Set<string>();
  return scans.map(({ scanId }) => {
    const first = !answered.has(scanId);
    answered.add(scanId);
    if (first && !seen.has(scanId)) return { scanId, outcome: 'refused', message: notFound };
    return duplicateOf(scanId, seen.has(scanId) ? earlier.get(scanId)?.message : notFound);
  });
}

/**
 * Applies one scan; a scan id seen before changes nothing. A new scan that admits is one
 * statement; any other is decided in a transaction that first claims its scan id.
 */
async function applyScan(db: Db, actor: Acting, scan: CodedScan): Promise<Result> {
  const row = scanRow(actor, scan, 'Being applied.');
  const input = checkInOf(scan);
  if (input && scan.deviceDecision === 'admitted' && !scanTimeRefusal(scan)) {
    const admitted = await admitNewScan(db, actor, input, { ...row, message: 'Admitted.' }, offlineNote(scan));
    if (admitted) return { scanId: scan.scanId, outcome: 'admitted', message: 'Admitted.' };
  }
  return db.transaction(async (tx) => {
    const claimed = await claimScan(tx, row);
    if (!claimed) return duplicateOf(scan.scanId, (await findScan(tx, scan.scanId))?.message);
    const { outcome, message, purchase } = await decide(tx, actor, scan);
    await settleScan(tx, scan.scanId, {
      outcome,
      message,
      purchaseId: purchase?.id ?? null,
      ...(purchase ? { itemId: purchase.itemId } : {}),
      ...(purchase?.email ? { email: purchase.email } : {}),
    });
    return { scanId: scan.scanId, outcome, message };
  });
}

/**
 * POST /api/v1/tickets/checkIn/batch: a device's queued scans, applied one after another in the
 * order sent, each retry-safe by its scan id. The upload itself is audited once.
 */
export async function applyScanBatch(db: Db, actor: Acting, scans: QueuedScan[]): Promise<BatchCheckInResponse> {
  const results: Result[] = [];
  const coded = await resolveEntryScans(db, scans);
  for (let start = 0; start < coded.length;) {
    let end = start;
    while (coded[end]?.namesNothing) end++;
    if (end > start) results.push(...(await refuseUnnamed(db, actor, coded.slice(start, end))));
    else results.push(await applyScan(db, actor, coded[end++]!));
    start = end;
  }
  metrics.offlineScans(results);
  const count = (outcome: ScanOutcome) => results.filter((r) => r.outcome === outcome).length;
  const devices = [...new Set(scans.map((s) => s.deviceId))].join(', ');
  await writeAudit(db, {
    module: 'tickets',
    actor: actor.username,
    requestId: actor.requestId,
    target: devices,
    message:
      `Uploaded ${scans.length} offline scan(s) from ${devices}: ${count('admitted')} admitted, ` +
      `${count('refused')} refused, ${count('conflict')} conflict(s), ${count('duplicate')} duplicate(s).`,
  });
  return results;
}
