import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CheckInRequest, CheckInResponse } from '@cp/contracts/tickets';
import type { Db, Tx } from '../../db/client';
import { doorScans, storeOrderLines, storePurchases } from '../../db/schema';
import { claimIdempotencyKey, saveIdempotentResponse, type IdempotentRequestRow } from '../../db/idempotent-requests';
import { rowsOf } from '../../db/rows';
import { rowEntriesInsert } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import type { PurchaseRow } from './repository';

type Executor = Db | Tx;

/** Which purchase a request names: a scanned ticket id, or the payment (or ticket) id plus email. */
export function purchaseMatching(input: CheckInRequest) {
  if ('ticketId' in input) return and(eq(storePurchases.id, input.ticketId), eq(storePurchases.type, 'ticket'));
  return and(
    or(eq(storePurchases.paymentIntentId, input.stripePi), eq(storePurchases.id, input.stripePi)),
    sql`lower(${storePurchases.email}) = ${input.email.toLowerCase()}`,
    eq(storePurchases.type, input.type),
  );
}

/**
 * The door log's row of an online admission (decision 0022), written by the admitting statement.
 * Its scan id is the request's Idempotency-Key when it has one: a scanner that gave up waiting
 * and decided offline queues the scan under that id, so its upload later is a `duplicate`.
 */
function loggedOnline(actor: Acting, input: CheckInRequest, scanId: string | undefined) {
  const code = 'ticketId' in input ? input.ticketId : input.stripePi;
  return sql`insert into ${doorScans} (scan_id, item_id, scanned_at, actor, kind, code, email, purchase_id, outcome, message, online)
    select coalesce(${scanId ?? null}::text, 'online-' || gen_random_uuid()), item_id, now(), ${actor.username}, type,
      ${code}, email, id, 'admitted', case when type = 'ticket' then 'Checked in.' else 'Handed out.' end, true
    from admitted
    on conflict (scan_id) do nothing`;
}

interface AdmittedRow {
  id: string;
  item_id: string;
  type: 'ticket' | 'merch';
  email: string;
  quantity: number;
  size: string | null;
}

/**
 * The audit entry of each purchase a statement's `admitted` rows flipped, written by that statement;
 * `note` ends the message ('.' online, the device and scan offline).
 */
export function admissionAudit(actor: Acting, note: string) {
  return rowEntriesInsert({
    module: 'tickets',
    actor: actor.username,
    requestId: actor.requestId,
    rows: 'admitted',
    target: sql`id`,
    message: sql`case when type = 'ticket' then 'Checked in ticket' else 'Marked merchandise as fulfilled' end || ${note}`,
  });
}

/**
 * The CTEs `admitted_lines` and `admitted`: the one conditional UPDATE that admits (or hands
 * over) a purchase, on its order line (decision 0063), at `at`, when the line is not yet admitted
 * and its order is paid; `admitted` is the purchase as the view read it. A concurrent second
 * admission waits on the line's row and then finds it admitted: one admission, whatever the race.
 */
export function admittingLines(at: SQL, actor: Acting, matching: SQL | undefined) {
  return sql`admitted_lines as (
      update ${storeOrderLines} set fulfilled_at = ${at}, fulfilled_by = ${actor.username}
      where ${storeOrderLines.fulfilledAt} is null and ${storeOrderLines.id} in (
        select ${storePurchases.lineId} from ${storePurchases}
        where ${matching} and not ${storePurchases.fulfilled} and not ${storePurchases.refunded})
      returning ${storeOrderLines.id} as line_id
    ), admitted as (
      select distinct on (p.id) p.id, p.item_id, p.type, p.email, p.quantity, p.size
      from ${storePurchases} p join admitted_lines a on a.line_id = p.line_id
    )`;
}

/**
 * The conditional UPDATE is the only thing that can flip `fulfilled`; its audit entry is written by
 * the same statement (one atomic round trip, the door's hot path). None when nothing was admitted.
 */
export async function admitPurchase(db: Executor, actor: Acting, input: CheckInRequest, scanId?: string) {
  const audited = admissionAudit(actor, '.');
  const result = await db.execute(sql`
    with ${admittingLines(sql`now()`, actor, purchaseMatching(input))}, audited as (${audited}),
      logged as (${loggedOnline(actor, input, scanId)})
    select * from admitted`);
  return rowsOf<AdmittedRow>(result)[0];
}

export async function findPurchase(db: Executor, input: CheckInRequest): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(storePurchases).where(purchaseMatching(input)).limit(1);
  return row;
}

/** The door's check-in keys, per scanner, in the one table of Idempotency-Keys (decision 0066). */
const checkInKey = (actor: string, key: string) => ({ scope: 'tickets.check-in', actor, key });

/**
 * Claims an Idempotency-Key for this actor, or returns the request that claimed it first (a
 * concurrent claim waits on the key's row until the first one's transaction ends).
 */
export async function claimCheckInKey(
  tx: Tx,
  actor: string,
  key: string,
  requestHash: string,
): Promise<IdempotentRequestRow | undefined> {
  const claim = await claimIdempotencyKey(tx, checkInKey(actor, key), requestHash);
  return claim.claimed ? undefined : claim.first;
}

export async function saveCheckInResponse(tx: Tx, actor: string, key: string, response: CheckInResponse) {
  await saveIdempotentResponse(tx, checkInKey(actor, key), response);
}
