import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CheckInRequest, CheckInResponse } from '@cp/contracts/tickets';
import type { Db, Tx } from '../../db/client';
import {
  doorScans,
  events,
  storeOrderLines,
  storeOrders,
  storeProducts,
  storePurchases,
  storeVariants,
} from '../../db/schema';
import { claimIdempotencyKey, saveIdempotentResponse, type IdempotentRequestRow } from '../../db/idempotent-requests';
import { rowsOf } from '../../db/rows';
import { rowEntriesInsert } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { generalVariantName } from '../store';
import type { PurchaseRow } from './repository';

type Executor = Db | Tx;

/** The spec's purchase a request names (the view, read only for refusals and the door log). */
export function purchaseMatching(input: CheckInRequest) {
  return and(
    'ticketId' in input
      ? eq(storePurchases.id, input.ticketId)
      : and(
          or(eq(storePurchases.paymentIntentId, input.stripePi), eq(storePurchases.id, input.stripePi)),
          sql`lower(${storePurchases.email}) = ${input.email.toLowerCase()}`,
        ),
    eq(storePurchases.type, input.type),
    eq(storePurchases.itemId, admittedProduct(input, sql`${storePurchases.id}`)),
  );
}

/** The order a request names, on `store_orders o`: a scanned ticket id, or the payment (or order) id plus email. */
function orderMatching(input: CheckInRequest): SQL {
  if ('ticketId' in input) return sql`o.id = ${input.ticketId}`;
  return sql`(o.payment_intent_id = ${input.stripePi} or o.id = ${input.stripePi})
    and lower(o.email) = ${input.email.toLowerCase()}`;
}

/**
 * The one product of the order whose lines a check-in admits (decision 0069): the item the request
 * names, when it is of the request's type; else the order's product of that type whose event starts
 * nearest to now (products without an event last, then by id). Whether lines were admitted does not
 * change the choice, so a second scan at the same door is refused, never the other event's ticket.
 * A scanned ticket id makes it one look-up for the statement; `orderId` is the order otherwise.
 */
export function admittedProduct(input: CheckInRequest, orderId: SQL): SQL {
  if (input.itemId)
    return sql`(select ${storeProducts.id} from ${storeProducts}
      where ${storeProducts.id} = ${input.itemId} and ${storeProducts.type} = ${input.type})`;
  const order = 'ticketId' in input ? sql`${input.ticketId}` : orderId;
  return sql`(select c.product_id from ${storeOrderLines} c join ${storeProducts} p on p.id = c.product_id
      left join ${events} e on e.id::text = p.event_id
    where c.order_id = ${order} and p.type = ${input.type}
    order by abs(extract(epoch from e.starts_at - now())) nulls last, c.product_id limit 1)`;
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
 * The CTEs `admitted_lines` and `admitted`: the one conditional UPDATE that admits (or hands over)
 * the lines of one product of an order (decision 0069), at `at`, when not yet admitted and the
 * order is paid, keyed on the order lines joined to their order (decision 0063's view joined four
 * tables inside it); `admitted` is what was admitted as the spec's purchase. A concurrent second
 * admission waits on the line's row and then finds it admitted: one admission, whatever the race.
 * `bought` is a further condition on the order `o` (an offline scan's time).
 */
export function admittingLines(at: SQL, actor: Acting, input: CheckInRequest, bought?: SQL) {
  const size =
    input.type === 'merch'
      ? sql`(select string_agg(distinct v.name, ', ') from ${storeVariants} v
          where v.id = any(array_agg(a.variant_id)) and v.name <> ${generalVariantName})`
      : sql`null::text`;
  return sql`admitted_lines as (
      update ${storeOrderLines} l set fulfilled_at = ${at}, fulfilled_by = ${actor.username}
      from ${storeOrders} o
      where o.id = l.order_id and ${orderMatching(input)} and o.status = 'paid' and l.fulfilled_at is null
        and l.product_id = ${admittedProduct(input, sql`o.id`)} ${bought ? sql`and ${bought}` : sql``}
      returning o.id, l.product_id, l.variant_id, l.quantity, o.email
    ), admitted as (
      select a.id, a.product_id as item_id, ${input.type}::text as type, a.email,
        sum(a.quantity)::int as quantity, ${size} as size
      from admitted_lines a group by a.id, a.product_id, a.email
    )`;
}

/** An order bought by this time (an offline scan's, give or take a device clock's skew). */
export const orderBoughtBy = (latest: Date) =>
  sql`coalesce(o.paid_at, o.created_at) <= ${latest.toISOString()}::timestamptz`;

/**
 * The conditional UPDATE is the only thing that can flip `fulfilled`; its audit entry is written by
 * the same statement (one atomic round trip, the door's hot path). None when nothing was admitted.
 */
export async function admitPurchase(db: Executor, actor: Acting, input: CheckInRequest, scanId?: string) {
  const audited = admissionAudit(actor, '.');
  const result = await db.execute(sql`
    with ${admittingLines(sql`now()`, actor, input)}, audited as (${audited}),
      logged as (${loggedOnline(actor, input, scanId)})
    select * from admitted`);
  return rowsOf<AdmittedRow>(result)[0];
}

export async function findPurchase(db: Executor, input: CheckInRequest): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(storePurchases).where(purchaseMatching(input)).limit(1);
  return row;
}

/** The name of an item the request's code holds of its type, whichever item the request named. */
export async function itemOfCode(db: Executor, input: CheckInRequest): Promise<string | undefined> {
  const [row] = await db
    .select({ name: storeProducts.name })
    .from(storePurchases)
    .innerJoin(storeProducts, eq(storeProducts.id, storePurchases.itemId))
    .where(purchaseMatching({ ...input, itemId: undefined }))
    .limit(1);
  return row?.name;
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
