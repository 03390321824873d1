import type { Tx } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { chicago } from './check-in';
import type { CodedScan } from './door-entries';
import { findAdmission, lockPurchase, moveAdmission, type DoorScanRow } from './door-repository';
import { insertConflict, repointConflicts } from './door-conflicts-repository';
import type { PurchaseRow } from './repository';

type Side = { actor: string; deviceId: string | null; online: boolean; scannedAt: Date };

const who = (side: Pick<Side, 'actor' | 'deviceId' | 'online'>) =>
  `${side.actor} (${side.online ? 'online' : `device ${side.deviceId}`})`;
const at = (time: Date) => chicago.format(time);

/** The door log's words for a purchase admitted twice: who first, when, and when again. */
export const twoAdmissions = (first: Side, again: Date) =>
  `Admitted on two devices: first by ${who(first)} at ${at(first.scannedAt)}, again at ${at(again)} ` +
  '(Central Time). The first admission stands.';

/**
 * A scan that named a purchase already admitted. The earliest admission by scan time stands
 * (decision 0037, in place of 0022's "first recorded"): a scan made before the one recorded takes
 * the admission over, and the recorded one becomes the conflict; a later scan is recorded as a
 * conflict naming the admission that stands. The same device admitting twice, or a scan the
 * device itself refused, is a refusal. The purchase's row is held, so two uploads decide in turn.
 */
export async function alreadyAdmitted(tx: Tx, actor: Acting, scan: CodedScan, row: PurchaseRow, fallback: string) {
  await lockPurchase(tx, row.id);
  const standing: DoorScanRow | undefined = await findAdmission(tx, row.id, row.itemId);
  const sameDevice = standing && !standing.online && standing.deviceId === scan.deviceId;
  if (scan.deviceDecision === 'refused' || sameDevice) return { outcome: 'refused' as const, message: fallback };
  const scannedAt = new Date(scan.scannedAt);
  const here: Side = { actor: actor.username, deviceId: scan.deviceId, online: false, scannedAt };
  if (standing && scannedAt < standing.scannedAt) return takeOver(tx, actor, scan, row, here, standing);
  const first: Side = standing ?? {
    actor: row.fulfilledBy ?? 'unknown',
    deviceId: null,
    online: true,
    scannedAt: row.fulfilledAt ?? new Date(0),
  };
  await insertConflict(tx, {
    secondScanId: scan.scanId,
    itemId: row.itemId,
    purchaseId: row.id,
    firstScanId: standing?.scanId ?? null,
    firstDeviceId: first.deviceId,
    firstActor: first.actor,
    firstScannedAt: first.scannedAt,
  });
  const message = standing
    ? twoAdmissions(first, scannedAt)
    : `Admitted on two devices: first by ${first.actor} at ${row.fulfilledAt ? at(row.fulfilledAt) : 'an unknown time'}, ` +
      `again at ${at(scannedAt)} (Central Time). The first admission stands.`;
  return { outcome: 'conflict' as const, message };
}

/** This earlier scan becomes the admission; the one that stood is now the later, conflicting one. */
async function takeOver(tx: Tx, actor: Acting, scan: CodedScan, row: PurchaseRow, here: Side, standing: DoorScanRow) {
  await moveAdmission(tx, {
    purchaseId: row.id,
    itemId: row.itemId,
    scannedAt: here.scannedAt,
    actor: actor.username,
    standing,
    message: twoAdmissions(here, standing.scannedAt),
  });
  await repointConflicts(tx, row.id, { scanId: scan.scanId, ...here });
  await insertConflict(tx, {
    secondScanId: standing.scanId,
    itemId: row.itemId,
    purchaseId: row.id,
    firstScanId: scan.scanId,
    firstDeviceId: here.deviceId,
    firstActor: here.actor,
    firstScannedAt: here.scannedAt,
  });
  await writeAudit(tx, {
    module: 'tickets',
    actor: actor.username,
    requestId: actor.requestId,
    target: row.id,
    message:
      `Admitted offline (device ${scan.deviceId}, scan ${scan.scanId}) at ${at(here.scannedAt)}, before the ` +
      `admission by ${who(standing)} at ${at(standing.scannedAt)} (Central Time), which is now a conflict.`,
  });
  return {
    outcome: 'admitted' as const,
    message:
      `Admitted: scanned before the admission by ${who(standing)} at ${at(standing.scannedAt)} (Central Time), ` +
      'which is now recorded as a conflict.',
  };
}
