import type { CheckInRequest, CheckInResponse, QueuedScan } from '@cp/contracts/tickets';
import { checkIn } from '../api/check-in';
import { describeScanError, isUnreachable, type ScanOutcome } from '../scan-outcome';
import { decideOffline, findEntry, type FoundEntry } from './door-decision';
import { enqueue, type PreparedList, type QueuedDecision } from './door-store';

/** With a prepared list, a server that has not answered in this long is taken as unreachable. */
export const offlineAfterMs = 1_500;

export interface DoorState {
  lists: PreparedList[];
  queue: QueuedDecision[];
  deviceId: string;
  online: boolean;
  /** A time as the door staff read it. */
  format: (iso: string) => string;
}

// Decided later (decideAndQueue): admitted until the device's list says otherwise.
type ScanBase = Pick<QueuedScan, 'scanId' | 'deviceId' | 'scannedAt' | 'deviceDecision'>;

/**
 * One scan at the door. Online it is the check-in of spec section 7, sent with the scan's id as
 * its Idempotency-Key; with no network, or no answer within 1.5 s while a list is prepared, the
 * device decides from its list and queues the scan under that same id (so a check-in that did
 * reach the server uploads as a duplicate, never as a second admission).
 */
export async function scanAtDoor(door: DoorState, request: CheckInRequest): Promise<ScanOutcome> {
  const base = newScan(door);
  const prepared = door.lists.length > 0;
  // A code on a prepared list is scanned at that list's door: online, the check-in names its item,
  // so an order holding tickets to two events admits this event's only (decision 0069).
  const found = prepared ? await findEntry(door.lists, request) : undefined;
  if (door.online || !prepared) {
    const named = found ? { ...request, itemId: found.list.itemId } : request;
    try {
      return onlineOutcome(await checkIn(named, base.scanId, prepared ? offlineAfterMs : undefined));
    } catch (error) {
      if (!prepared || !isUnreachable(error)) return { ok: false, message: describeScanError(error) };
    }
  }
  // A code on no list is still filed under the door's list, so the door log shows its refusal.
  const list = found?.list ?? doorList(door.lists);
  const scan: QueuedScan = {
    ...base,
    ...request,
    ...(list ? { itemId: list.itemId, listPreparedAt: list.preparedAt } : {}),
  };
  return decideAndQueue(door, scan, found, 'ticketId' in request ? request.ticketId : request.stripePi);
}

/**
 * Admits a purchase found by the door's search: online by its code, exactly once like a scan;
 * offline (or unanswered) from the list, queued as the entry's hash under the list's key, since
 * the device holds no ticket id.
 */
export async function admitFound(door: DoorState, found: FoundEntry, code?: string): Promise<ScanOutcome> {
  const base = newScan(door);
  const { entry, list } = found;
  if (door.online && code) {
    const request: CheckInRequest = {
      type: entry.kind === 'merch' ? 'merch' : 'ticket',
      email: entry.email,
      stripePi: code,
      itemId: list.itemId,
    };
    try {
      return onlineOutcome(await checkIn(request, base.scanId, offlineAfterMs));
    } catch (error) {
      if (!isUnreachable(error)) return { ok: false, message: describeScanError(error) };
    }
  }
  const scan: QueuedScan = {
    ...base,
    type: 'entry',
    itemId: list.itemId,
    listPreparedAt: list.preparedAt,
    key: list.key,
    hash: entry.hash,
  };
  return decideAndQueue(door, scan, found, code);
}

/** The list a code that is on none was scanned against: the most recently prepared one. */
const doorList = (lists: PreparedList[]) =>
  lists.reduce<PreparedList | undefined>(
    (latest, l) => (!latest || l.preparedAt > latest.preparedAt ? l : latest),
    undefined,
  );

const newScan = (door: DoorState): ScanBase => ({
  scanId: crypto.randomUUID(),
  deviceId: door.deviceId,
  scannedAt: new Date().toISOString(),
  deviceDecision: 'admitted',
});

const onlineOutcome = (result: CheckInResponse): ScanOutcome =>
  result.valid ? { ok: true, result } : { ok: false, message: 'Ticket is invalid.' };

async function decideAndQueue(door: DoorState, scan: QueuedScan, found: FoundEntry | undefined, code?: string) {
  const decision = decideOffline(found, door.queue, door.format);
  const message = decision.admit ? 'Admitted offline.' : decision.message;
  await enqueue({
    scan: { ...scan, deviceDecision: decision.admit ? 'admitted' : 'refused' },
    ...(found
      ? { itemId: found.list.itemId, listKey: found.list.key, hash: found.entry.hash, email: found.entry.email }
      : {}),
    decision: decision.admit ? 'admitted' : 'refused',
    message,
  });
  if (!decision.admit) return { ok: false, offline: true, message } satisfies ScanOutcome;
  const { entry, list } = decision.found;
  const result: CheckInResponse = {
    valid: true,
    type: entry.kind === 'merch' ? 'merch' : 'ticket',
    ticketId: code ?? 'On this device’s list (uploads later)',
    purchaserData: {
      email: entry.email,
      productId: list.itemId,
      quantity: entry.quantity,
      ...(entry.size ? { size: entry.size } : {}),
    },
  };
  return { ok: true, offline: true, result } satisfies ScanOutcome;
}
