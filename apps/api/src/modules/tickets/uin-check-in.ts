import { and, asc, eq, sql } from 'drizzle-orm';
import type { CheckInRequest, UinCheckInRequest } from '@cp/contracts/tickets';
import { uinMessages } from '@cp/contracts/users';
import type { Db } from '../../db/client';
import { storePurchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { usernameByUin } from '../users';

/**
 * A card swipe at the door (issue 42, point 6): the ticket of the item held by the person with
 * this UIN, as the check-in's own request, so that it is admitted, refused and logged as a
 * scanned ticket is. Their first ticket not yet admitted; when all are, one of them, so the
 * refusal says when it was used. A UIN no one has recorded, or a person without a ticket of the
 * item, is "not found" with the reason.
 */
export async function ticketOfUin(
  db: Db,
  secret: string | undefined,
  body: UinCheckInRequest,
): Promise<CheckInRequest> {
  const username = await usernameByUin(db, secret, body.uin);
  if (!username) throw new AppError('TicketNotFoundError', uinMessages.unknown);
  const [ticket] = await db
    .select({ id: storePurchases.id })
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.itemId, body.itemId),
        eq(storePurchases.type, 'ticket'),
        eq(sql`lower(${storePurchases.email})`, username.toLowerCase()),
      ),
    )
    .orderBy(asc(storePurchases.refunded), asc(storePurchases.fulfilled), asc(storePurchases.createdAt))
    .limit(1);
  if (!ticket) throw new AppError('TicketNotFoundError', `No ticket of this item for ${username}.`);
  return { type: 'ticket', ticketId: ticket.id, itemId: body.itemId };
}
