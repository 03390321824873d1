import { doorClockSkewMs, type QueuedScan } from '@cp/contracts/tickets';
import { chicago } from './check-in';

const at = (time: number | Date) => `${chicago.format(time)} (Central Time)`;
const wrongClock = "the device's clock is wrong. Not admitted.";

/**
 * Why a scan's own times cannot be true, or nothing: scanned in the future, or before the list it
 * was decided from was prepared (a list cannot have been prepared in the future either).
 */
export function scanTimeRefusal(scan: QueuedScan, now = Date.now()): string | undefined {
  const scanned = Date.parse(scan.scannedAt);
  if (scanned > now + doorClockSkewMs) return `Scanned at ${at(scanned)}, in the future: ${wrongClock}`;
  if (!scan.listPreparedAt) return undefined;
  const prepared = Date.parse(scan.listPreparedAt);
  if (prepared > now + doorClockSkewMs)
    return `Decided from a list prepared at ${at(prepared)}, in the future: ${wrongClock}`;
  if (scanned < prepared - doorClockSkewMs)
    return `Scanned at ${at(scanned)}, before the list it was decided from was prepared (${at(prepared)}): ${wrongClock}`;
  return undefined;
}

/** A scan dated before its purchase was made: no list could have held it then. */
export function beforePurchaseRefusal(scan: QueuedScan, boughtAt: Date): string | undefined {
  const scanned = Date.parse(scan.scannedAt);
  if (scanned >= boughtAt.getTime() - doorClockSkewMs) return undefined;
  return `Scanned at ${at(scanned)}, before this purchase was made (${at(boughtAt)}): ${wrongClock}`;
}
