import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { CheckInRequest, CheckInResponse } from '@cp/contracts/tickets';
import type { Db, Tx } from '../../db/client';
import { auditLog, ticketCheckInRequests, ticketPurchases } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { PurchaseRow } from './repository';
import { portalTimeZone } from '@cp/contracts/portal-time';
import type { Acting } from '../../plugins/auth';

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: portalTimeZone,
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** Which purchase a request names: a scanned ticket id, or the payment (or ticket) id plus email. */
function matches(input: CheckInRequest) {
  if ('ticketId' in input) return and(eq(ticketPurchases.id, input.ticketId), eq(ticketPurchases.type, 'ticket'));
  return and(
    or(eq(ticketPurchases.paymentIntentId, input.stripePi), eq(ticketPurchases.id, input.stripePi)),
    sql`lower(${ticketPurchases.email}) = ${input.email.toLowerCase()}`,
    eq(ticketPurchases.type, input.type),
  );
}

function refusal(row: PurchaseRow | undefined): AppError {
  if (!row) return new AppError('TicketNotFoundError', 'Ticket not found.');
  if (row.refunded) return new AppError('TicketNotValidError', 'Ticket was refunded and is not valid.');
  const when = row.fulfilledAt ? chicago.format(row.fulfilledAt) : 'an unknown time';
  return new AppError(
    'TicketNotValidError',
    `Ticket has already been redeemed: first admitted ${when} (Central Time) by ${row.fulfilledBy ?? 'unknown'}.`,
  );
}

type Executor = Db | Tx;
interface AdmittedRow {
  id: string;
  item_id: string;
  type: 'ticket' | 'merch';
  email: string;
  quantity: number;
  size: string | null;
}

/**
 * Admits once: the conditional UPDATE is the only thing that can flip `fulfilled`. The audit
 * entry is written by the same statement (one atomic round trip, the door's hot path).
 */
async function admit(db: Executor, actor: Acting, input: CheckInRequest): Promise<CheckInResponse> {
  const result = await db.execute(sql`
    with admitted as (
      update ${ticketPurchases}
      set fulfilled = true, fulfilled_at = now(), fulfilled_by = ${actor.username}
      where ${matches(input)} and not ${ticketPurchases.fulfilled} and not ${ticketPurchases.refunded}
      returning id, item_id, type, email, quantity, size
    ), audited as (
      insert into ${auditLog} (module, actor, target, message, request_id)
      select 'tickets', ${actor.username}, id,
        case when type = 'ticket' then 'Checked in ticket.' else 'Marked merchandise as fulfilled.' end,
        ${actor.requestId ?? null}
      from admitted
    )
    select * from admitted`);
  const [row] = (result as unknown as { rows: AdmittedRow[] }).rows;
  if (!row) {
    const [existing] = await db.select().from(ticketPurchases).where(matches(input)).limit(1);
    throw refusal(existing);
  }
  return {
    valid: true,
    type: row.type,
    ticketId: row.id,
    purchaserData: {
      email: row.email,
      productId: row.item_id,
      quantity: Number(row.quantity),
      ...(row.size ? { size: row.size } : {}),
    },
  };
}

const hashOf = (input: CheckInRequest) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

/**
 * POST /api/v1/tickets/checkIn. With an Idempotency-Key, the first successful answer is stored in
 * the same transaction as the admission; a retry (even a concurrent one, which waits on the key's
 * row) gets that answer back instead of "already redeemed". Failures store nothing.
 */
export async function checkIn(
  db: Db,
  actor: Acting,
  input: CheckInRequest,
  idempotencyKey?: string,
): Promise<CheckInResponse> {
  if (!idempotencyKey) return admit(db, actor, input);
  const requestHash = hashOf(input);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(ticketCheckInRequests)
      .values({ actor: actor.username, key: idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ key: ticketCheckInRequests.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(ticketCheckInRequests)
        .where(and(eq(ticketCheckInRequests.actor, actor.username), eq(ticketCheckInRequests.key, idempotencyKey)));
      if (first && first.requestHash !== requestHash)
        throw badRequest('This Idempotency-Key was already used for a different request.');
      if (first?.response) return first.response as CheckInResponse;
    }
    const response = await admit(tx, actor, input);
    await tx
      .update(ticketCheckInRequests)
      .set({ response })
      .where(and(eq(ticketCheckInRequests.actor, actor.username), eq(ticketCheckInRequests.key, idempotencyKey)));
    return response;
  });
}
