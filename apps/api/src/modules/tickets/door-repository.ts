import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { doorClockSkewMs, type CheckInRequest } from '@cp/contracts/tickets';
import type { Db, Tx } from '../../db/client';
import { doorScans, storeOrderLines, storePurchases } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { Acting } from '../../plugins/auth';
import { admissionAudit, admittingLines, orderBoughtBy, purchaseMatching } from './check-in-repository';
import { containingPattern } from '../../db/like-pattern';
import { handedOverUnits, soldUnits } from './repository';

type Executor = Db | Tx;
export type DoorScanRow = typeof doorScans.$inferSelect;
type NewDoorScan = typeof doorScans.$inferInsert;

/** Every purchase of an item with what a prepared device needs to decide alone. */
export async function listDoorPurchases(db: Executor, itemId: string) {
  return db
    .select({
      id: storePurchases.id,
      type: storePurchases.type,
      paymentIntentId: storePurchases.paymentIntentId,
      email: storePurchases.email,
      quantity: storePurchases.quantity,
      size: storePurchases.size,
      fulfilled: storePurchases.fulfilled,
      refunded: storePurchases.refunded,
    })
    .from(storePurchases)
    .where(eq(storePurchases.itemId, itemId));
}

/**
 * Claims a scan id with a placeholder row, settled later in the same transaction. An id already
 * claimed answers false; a concurrent upload of the same scan waits here until the first commits.
 */
export async function claimScan(tx: Executor, scan: NewDoorScan): Promise<boolean> {
  const claimed = await tx.insert(doorScans).values(scan).onConflictDoNothing().returning({ id: doorScans.scanId });
  return claimed.length === 1;
}

/** A refused scan's own columns, as `claimScans` records it (`scannedAt` as an ISO string). */
export type RefusedScan = {
  scanId: string;
  itemId: string | null;
  deviceId: string;
  scannedAt: string;
  kind: string;
  code: string;
  email: string | null;
};

/**
 * Records refused scans in one statement (each id once), all by `actor` with `message`; answers
 * the ids it did not record (seen before). The rows travel as one JSON text of arrays, each a
 * `RefusedScan`'s columns in order (`refusedRow`, made on the upload worker: upload-plan.ts), and
 * come back only when already recorded: sent as nine arrays of 500 (each element escaped by the
 * driver) and answered with 500 ids, they were most of a refused upload's time on the request
 * thread (a profile of bench/door-upload, decision 0052).
 */
export async function claimScans(db: Executor, actor: string, message: string, rows: string): Promise<Set<string>> {
  if (rows === '[]') return new Set();
  const result = await db.execute(sql`
    with s as (
      select r->>0 as "scanId", r->>1 as "itemId", r->>2 as "deviceId", (r->>3)::timestamptz as "scannedAt",
        r->>4 as kind, r->>5 as code, r->>6 as email
      from json_array_elements(${rows}::json) as r
    ), recorded as (
      insert into door_scans (scan_id, item_id, device_id, scanned_at, actor, kind, code, email, outcome, message, online)
      select s."scanId", s."itemId", s."deviceId", s."scannedAt", ${actor}, s.kind, s.code, s.email, 'refused', ${message}, false
      from s
      on conflict (scan_id) do nothing
      returning scan_id
    )
    select "scanId" as scan_id from s except select scan_id from recorded`);
  return new Set(rowsOf<{ scan_id: string }>(result).map((row) => row.scan_id));
}

/** The scans recorded before under these ids, by id. */
export async function findScans(db: Executor, scanIds: string[]): Promise<Map<string, DoorScanRow>> {
  if (scanIds.length === 0) return new Map();
  const rows = await db.select().from(doorScans).where(inArray(doorScans.scanId, scanIds));
  return new Map(rows.map((row) => [row.scanId, row]));
}

export async function findScan(db: Executor, scanId: string): Promise<DoorScanRow | undefined> {
  const [row] = await db.select().from(doorScans).where(eq(doorScans.scanId, scanId));
  return row;
}

export async function settleScan(tx: Tx, scanId: string, settled: Partial<NewDoorScan>): Promise<void> {
  await tx.update(doorScans).set(settled).where(eq(doorScans.scanId, scanId));
}

/**
 * A purchase bought before the scan (give or take a device clock's skew): a scan dated earlier
 * is decided in a transaction and refused there, with its reason (decision 0037).
 */
const boughtBy = (scannedAt: Date) => orderBoughtBy(new Date(scannedAt.getTime() + doorClockSkewMs));

/**
 * The offline admission: the same conditional UPDATE as the online one (so one admission per
 * purchase whatever the order of arrival), at the time the device scanned (never later than now),
 * with its audit entry in the same statement.
 */
export async function admitScanned(tx: Tx, actor: Acting, input: CheckInRequest, scannedAt: Date, note: string) {
  const audited = admissionAudit(actor, note);
  const result = await tx.execute(sql`
    with ${admittingLines(
      sql`least(${scannedAt.toISOString()}::timestamptz, now())`,
      actor,
      input,
      boughtBy(scannedAt),
    )}, audited as (${audited})
    select * from admitted`);
  return rowsOf<{ id: string; item_id: string; email: string }>(result)[0];
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The common case in one round trip: admits a scan never seen before, and logs and audits it, in
 * one statement (atomic without a transaction). None when it admitted nothing (already admitted,
 * refunded, unknown, or the scan id was seen: the caller then decides in a transaction). A scan
 * id claimed at the same moment by another statement fails its insert, undoing the admission.
 */
export async function admitNewScan(db: Db, actor: Acting, input: CheckInRequest, scan: NewDoorScan, note: string) {
  const audited = admissionAudit(actor, note);
  try {
    const result = await db.execute(sql`
      with ${admittingLines(
        sql`least(${scan.scannedAt.toISOString()}::timestamptz, now())`,
        actor,
        input,
        sql`${boughtBy(scan.scannedAt)} and not exists (select 1 from ${doorScans} where scan_id = ${scan.scanId})`,
      )}, logged as (
        insert into ${doorScans} (scan_id, item_id, device_id, scanned_at, actor, kind, code, email, purchase_id, outcome, message, online)
        select ${scan.scanId}, item_id, ${scan.deviceId}, ${scan.scannedAt.toISOString()}::timestamptz, ${actor.username},
          ${scan.kind}, ${scan.code}, email, id, 'admitted', ${scan.message}, false
        from admitted
      ), audited as (${audited})
      select id from admitted`);
    return rowsOf<{ id: string }>(result)[0];
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The scan whose admission stands for a purchase, if the door log saw it. */
export async function findAdmission(
  db: Executor,
  purchaseId: string,
  itemId: string,
): Promise<DoorScanRow | undefined> {
  const [row] = await db
    .select()
    .from(doorScans)
    .where(and(eq(doorScans.purchaseId, purchaseId), eq(doorScans.itemId, itemId), eq(doorScans.outcome, 'admitted')))
    .limit(1);
  return row;
}

/** Holds a purchase's row for the rest of the transaction: one admission decision at a time. */
export async function lockPurchase(tx: Tx, purchaseId: string): Promise<void> {
  await tx
    .select({ id: storeOrderLines.id })
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, purchaseId))
    .for('update');
}

/**
 * An earlier scan takes the admission over (decision 0037): the purchase says it was admitted at
 * that scan's time by its scanner, and the scan that stood until now becomes a conflict.
 */
export async function moveAdmission(
  tx: Tx,
  move: { purchaseId: string; itemId: string; scannedAt: Date; actor: string; standing: DoorScanRow; message: string },
) {
  await tx
    .update(storeOrderLines)
    .set({ fulfilledAt: move.scannedAt, fulfilledBy: move.actor })
    .where(
      and(
        eq(storeOrderLines.orderId, move.purchaseId),
        eq(storeOrderLines.productId, move.itemId),
        isNotNull(storeOrderLines.fulfilledAt),
      ),
    );
  await tx
    .update(doorScans)
    .set({ outcome: 'conflict', message: move.message })
    .where(eq(doorScans.scanId, move.standing.scanId));
}

/** Logs an online check-in's refusal (its admissions are logged by the admitting statement). */
export async function logOnlineRefusal(
  db: Executor,
  actor: Acting,
  input: CheckInRequest,
  message: string,
  scanId = `online-${crypto.randomUUID()}`,
) {
  const code = 'ticketId' in input ? input.ticketId : input.stripePi;
  const [purchase] = await db
    .select({ id: storePurchases.id, itemId: storePurchases.itemId, email: storePurchases.email })
    .from(storePurchases)
    .where(purchaseMatching(input))
    .limit(1);
  await db
    .insert(doorScans)
    .values({
      scanId,
      itemId: purchase?.itemId ?? null,
      scannedAt: new Date(),
      actor: actor.username,
      kind: input.type,
      code,
      email: purchase?.email ?? ('email' in input ? input.email : null),
      purchaseId: purchase?.id ?? null,
      outcome: 'refused',
      message,
      online: true,
    })
    .onConflictDoNothing();
}

/**
 * An item's live count: units admitted, and sold (not refunded), as the sales page counts them
 * (a purchase of 3 counts 3; a refunded one, admitted or not, none). Cheap enough to poll.
 */
export async function countDoor(db: Executor, itemId: string) {
  const [row] = await db
    .select({
      admitted: handedOverUnits(),
      sold: soldUnits(),
    })
    .from(storePurchases)
    .where(eq(storePurchases.itemId, itemId));
  return row ?? { admitted: 0, sold: 0 };
}

/** A page of the item's door log, newest first, and how many scans it holds. */
export async function pageDoorScans(db: Executor, itemId: string, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(doorScans)
    .where(eq(doorScans.itemId, itemId))
    .orderBy(desc(doorScans.createdAt), desc(doorScans.scanId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(doorScans)
    .where(eq(doorScans.itemId, itemId));
  return { rows, total: total?.n ?? 0 };
}

/** Purchases of an item whose email (the only name a purchase records) contains the text. */
export async function searchDoorPurchases(db: Executor, itemId: string, text: string) {
  const pattern = containingPattern(text.toLowerCase());
  return db
    .select()
    .from(storePurchases)
    .where(and(eq(storePurchases.itemId, itemId), sql`lower(${storePurchases.email}) like ${pattern}`))
    .orderBy(storePurchases.email)
    .limit(25);
}
