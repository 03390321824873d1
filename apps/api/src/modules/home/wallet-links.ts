import type { Db } from '../../db/client';
import { listOwnWalletTickets } from '../tickets';
import {
  walletLinksForMembership,
  walletLinksForTicket,
  type WalletConfig,
  type WalletLinks,
  type WalletMembership,
} from './wallet';

export type { WalletLinks } from './wallet';

/** Both buttons off: a wallet that is not configured, or a ticket no pass stands for. */
export const noWalletLinks: WalletLinks = { googleWalletUrl: null, appleWalletUrl: null };

/**
 * The wallet buttons of every ticket `email` owns, by ticket id. One read of the tickets (with
 * their events) for the whole home, not one per ticket; a ticket missing from it gets no buttons.
 */
export async function ticketWalletLinks(
  db: Db,
  config: WalletConfig,
  email: string,
): Promise<(ticketId: string) => WalletLinks> {
  const owned = await listOwnWalletTickets(db, email);
  const links = new Map(
    await Promise.all(owned.map(async (ticket) => [ticket.id, await walletLinksForTicket(config, ticket)] as const)),
  );
  return (ticketId) => links.get(ticketId) ?? noWalletLinks;
}

/** The membership card's buttons (a paid member only: the caller checks). */
export function membershipWalletLinks(config: WalletConfig, membership: WalletMembership): Promise<WalletLinks> {
  return walletLinksForMembership(config, membership);
}
