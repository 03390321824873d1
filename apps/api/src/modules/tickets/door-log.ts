import type { DoorLogResponse, DoorSearchResponse } from '@cp/contracts/tickets';
import type { Db } from '../../db/client';
import { countDoor, pageDoorScans, searchDoorPurchases, type DoorScanRow } from './door-repository';
import { listDoorConflicts } from './door-conflicts-repository';

const scanView = (row: DoorScanRow) => ({
  scanId: row.scanId,
  kind: row.kind,
  code: row.code,
  email: row.email,
  outcome: row.outcome,
  message: row.message,
  deviceId: row.deviceId,
  scannedBy: row.actor,
  scannedAt: row.scannedAt.toISOString(),
  online: row.online,
});

/** GET /api/v1/tickets/{itemId}/door: the count, every conflict on top, then a page of the log. */
export async function doorLog(db: Db, itemId: string, page: number, pageSize: number): Promise<DoorLogResponse> {
  const [count, conflicts, scans] = await Promise.all([
    countDoor(db, itemId),
    listDoorConflicts(db, itemId),
    pageDoorScans(db, itemId, page, pageSize),
  ]);
  return {
    ...count,
    conflicts: conflicts.map(({ conflict, second }) => ({
      code: second.code,
      email: second.email ?? '',
      first: {
        scanId: conflict.firstScanId,
        deviceId: conflict.firstDeviceId,
        scannedBy: conflict.firstActor,
        scannedAt: conflict.firstScannedAt.toISOString(),
      },
      second: {
        scanId: second.scanId,
        deviceId: second.deviceId,
        scannedBy: second.actor,
        scannedAt: second.scannedAt.toISOString(),
      },
    })),
    scans: scans.rows.map(scanView),
    totalScans: scans.total,
    page,
    pageSize,
  };
}

/** GET /api/v1/tickets/{itemId}/door/search?q=: purchases whose email holds the text. */
export async function searchDoor(db: Db, itemId: string, text: string): Promise<DoorSearchResponse> {
  const rows = await searchDoorPurchases(db, itemId, text);
  return {
    matches: rows.map((row) => ({
      kind: row.type,
      // What the check-in's manual form takes as stripePi: the ticket id, or the payment intent.
      code: row.type === 'ticket' ? row.id : row.paymentIntentId,
      email: row.email,
      quantity: row.quantity,
      ...(row.size ? { size: row.size } : {}),
      admitted: row.fulfilled,
      refunded: row.refunded,
    })),
  };
}
