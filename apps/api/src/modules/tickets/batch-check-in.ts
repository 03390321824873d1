import type { BatchCheckInResponse, CheckInRequest, QueuedScan, ScanOutcome } from '@cp/contracts/tickets';
import { purchasesByHash, type CodedScan } from './door-entries';
import type { Db, Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { metrics } from '../../lib/metrics';
import { refusal } from './check-in';
import { findPurchase } from './check-in-repository';
import { admitNewScan, admitScanned, claimScan, claimScans, findScan, findScans, settleScan } from './door-repository';
import { beforePurchaseRefusal, scanTimeRefusal } from './door-times';
import { alreadyAdmitted } from './earliest-admission';
import type { CheckedUpload, UploadChecker } from './upload-checker';
import { appliedBefore, codeOf, notFound, type FoundEntry, type UnnamedRun } from './upload-plan';

type Result = BatchCheckInResponse[number];
type Settled = { outcome: Exclude<ScanOutcome, 'duplicate'>; message: string };

const checkInOf = (scan: CodedScan): CheckInRequest | undefined => {
  // The item whose list the device decided from: the door it stood at (decision 0069).
  const item = scan.itemId ? { itemId: scan.itemId } : {};
  if ('ticketId' in scan) return { type: 'ticket', ticketId: scan.ticketId, ...item };
  if ('stripePi' in scan)
    return { type: scan.type as 'ticket' | 'merch', stripePi: scan.stripePi, email: scan.email, ...item };
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
  message: appliedBefore(before),
});

type Counts = Record<ScanOutcome, number>;

/**
 * A run of search entries whose hashes name nothing: recorded as refused in a statement per 125
 * (each id once; an id seen before is a duplicate), never tried, looked up and
 * settled one by one (an upload of 500 made-up hashes cost three honest uploads, then 500
 * statements; issue 40 finding 4). The rows and the answers come as text from the upload worker
 * (upload-plan.ts); the answers are rebuilt here only when an id was recorded before. Answers the
 * run's answers' JSON, without brackets.
 */
async function refuseUnnamed(db: Db, actor: Acting, run: UnnamedRun, counts: Counts): Promise<string> {
  const seen = new Set<string>();
  for (const rows of run.recordings)
    for (const id of await claimScans(db, actor.username, notFound, rows)) seen.add(id);
  if (seen.size === 0) {
    counts.refused += run.size - run.duplicates;
    counts.duplicate += run.duplicates;
    return run.answers;
  }
  const earlier = await findScans(db, [...seen]);
  const answered = new Set<string>();
  const results = (JSON.parse(`[${run.answers}]`) as Result[]).map(({ scanId }): Result => {
    const first = !answered.has(scanId);
    answered.add(scanId);
    if (first && !seen.has(scanId)) return { scanId, outcome: 'refused', message: notFound };
    return duplicateOf(scanId, seen.has(scanId) ? earlier.get(scanId)?.message : notFound);
  });
  for (const { outcome } of results) counts[outcome]++;
  return JSON.stringify(results).slice(1, -1);
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
 * POST /api/v1/tickets/checkIn/batch: a device's queued scans (checked on the upload worker),
 * applied one after another in the order sent, each retry-safe by its scan id. The upload itself
 * is audited once. The worker codes the entries with what the database found for their hashes
 * and makes the runs' texts; this thread sends them on and applies the other scans one by one.
 * Answers the answer's JSON text, as the route's response schema would serialize it.
 */
export async function applyUpload(
  db: Db,
  actor: Acting,
  checker: UploadChecker,
  checked: CheckedUpload,
): Promise<string> {
  const found: FoundEntry[] = [];
  for (const list of checked.lists)
    for (const [hash, code] of await purchasesByHash(db, list.itemId, list.key, list.hashes))
      found.push([list.id, hash, code]);
  const plan = await checker.plan(checked, found);
  const counts: Counts = { admitted: 0, refused: 0, conflict: 0, duplicate: 0 };
  const answers: string[] = [];
  for (const step of plan.steps) {
    if ('run' in step) {
      answers.push(await refuseUnnamed(db, actor, step.run, counts));
      continue;
    }
    const result = await applyScan(db, actor, JSON.parse(step.scan) as CodedScan);
    counts[result.outcome]++;
    answers.push(JSON.stringify(result));
  }
  metrics.offlineScans(counts);
  const { devices } = plan;
  await writeAudit(db, {
    module: 'tickets',
    actor: actor.username,
    requestId: actor.requestId,
    target: devices,
    message:
      `Uploaded ${plan.scans} offline scan(s) from ${devices}: ${counts.admitted} admitted, ` +
      `${counts.refused} refused, ${counts.conflict} conflict(s), ${counts.duplicate} duplicate(s).`,
  });
  return `[${answers.join(',')}]`;
}
