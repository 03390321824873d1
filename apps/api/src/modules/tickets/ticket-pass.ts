import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { appleWalletOrNotFound, ticketPkpass, type WalletConfig } from '../wallet';
import { findOwnWalletTicket } from './wallet-ticket';

/**
 * The .pkpass of a ticket the caller owns (bought with their signed-in email). Another person's
 * ticket, a refunded, unknown or malformed id are all the same 404: nothing tells them apart.
 */
export async function ownTicketPass(
  deps: { db: Db; config: WalletConfig },
  acting: Acting,
  ticketId: string,
): Promise<Buffer> {
  const apple = appleWalletOrNotFound(deps.config);
  const ticket = await findOwnWalletTicket(deps.db, ticketId, acting.username);
  if (!ticket) throw notFound('Ticket not found.');
  return ticketPkpass(apple, ticket);
}
