import { netIdFromEmail } from '@cp/contracts';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { Acting } from '../../../plugins/auth';
import { paidSince } from '../../memberships';
import { findOwnWalletTicket } from '../../tickets';
import { membershipPkpass, ticketPkpass } from './apple-pass';
import { walletOf } from './load-wallet';

export interface PassDeps {
  db: Db;
  config: AppConfig;
}

const appleOf = (config: AppConfig) => {
  const { apple } = walletOf(config);
  if (!apple) throw notFound('Apple Wallet passes are not available.');
  return apple;
};

/**
 * The .pkpass of a ticket the caller owns (bought with their signed-in email). Another person's
 * ticket, a refunded, unknown or malformed id are all the same 404: nothing tells them apart.
 */
export async function ownTicketPass(deps: PassDeps, acting: Acting, ticketId: string): Promise<Buffer> {
  const apple = appleOf(deps.config);
  const ticket = await findOwnWalletTicket(deps.db, ticketId, acting.username);
  if (!ticket) throw notFound('Ticket not found.');
  return ticketPkpass(apple, ticket);
}

/** The caller's membership card: their NetID is on the paid list, else 404. */
export async function ownMembershipPass(deps: PassDeps, acting: Acting): Promise<Buffer> {
  const apple = appleOf(deps.config);
  const netId = netIdFromEmail(acting.username, deps.config.EMAIL_DOMAIN);
  const since = netId ? await paidSince(deps.db, netId) : null;
  if (!netId || !since) throw notFound('You are not a paid member.');
  return membershipPkpass(apple, { netId, paidSince: since });
}
