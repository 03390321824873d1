import { createHash } from 'node:crypto';
import { ticketRefusals, type CheckInRequest, type CheckInResponse } from '@cp/contracts/tickets';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { admitPurchase, claimCheckInKey, findPurchase, itemOfCode, saveCheckInResponse } from './check-in-repository';
import type { PurchaseRow } from './repository';
import { logOnlineRefusal } from './door-repository';
import { portalTimeZone } from '@cp/contracts/portal-time';
import type { Acting } from '../../plugins/auth';
import { metrics } from '../../lib/metrics';

/** A door time as the chapter reads it (its zone), in refusals and the door log's messages. */
export const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: portalTimeZone,
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/**
 * Why a check-in admitted nothing. `elsewhere` names the item the code is for when the request
 * named another (a ticket to another event is not admitted here, and stays valid at its own door).
 */
export function refusal(row: PurchaseRow | undefined, elsewhere?: string): AppError {
  if (!row && elsewhere)
    return new AppError('TicketNotValidError', `This code is for ${elsewhere}, not the item scanned here.`);
  if (!row) return new AppError('TicketNotFoundError', 'Ticket not found.');
  if (row.refunded) return new AppError('TicketNotValidError', ticketRefusals.refunded);
  const when = row.fulfilledAt ? chicago.format(row.fulfilledAt) : 'an unknown time';
  return new AppError(
    'TicketNotValidError',
    ticketRefusals.redeemed(`first admitted ${when} (Central Time) by ${row.fulfilledBy ?? 'unknown'}`),
  );
}

/** Admits once (the repository's one conditional UPDATE), or says why not. */
async function admit(db: Db | Tx, actor: Acting, input: CheckInRequest, scanId?: string): Promise<CheckInResponse> {
  const row = await admitPurchase(db, actor, input, scanId);
  if (!row) throw refusal(await findPurchase(db, input), input.itemId ? await itemOfCode(db, input) : undefined);
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
  try {
    const admitted = await checkInOnce(db, actor, input, idempotencyKey);
    metrics.checkIns.inc({ outcome: 'admitted' });
    return admitted;
  } catch (error) {
    // The door log keeps refusals too; written after the transaction, which a refusal rolls back.
    if (error instanceof AppError && error.name.startsWith('Ticket')) {
      metrics.checkInRefused(error);
      await logOnlineRefusal(db, actor, input, error.message, idempotencyKey);
    }
    throw error;
  }
}

async function checkInOnce(
  db: Db,
  actor: Acting,
  input: CheckInRequest,
  idempotencyKey?: string,
): Promise<CheckInResponse> {
  if (!idempotencyKey) return admit(db, actor, input);
  const requestHash = hashOf(input);
  return db.transaction(async (tx) => {
    const first = await claimCheckInKey(tx, actor.username, idempotencyKey, requestHash);
    if (first && first.requestHash !== requestHash)
      throw badRequest('This Idempotency-Key was already used for a different request.');
    if (first?.response) return first.response as CheckInResponse;
    const response = await admit(tx, actor, input, idempotencyKey);
    await saveCheckInResponse(tx, actor.username, idempotencyKey, response);
    return response;
  });
}
