// What other modules may ask of the wallet passes (modules/README.md: a module's public face): the
// things that have passes (tickets, the membership card) make, serve and email theirs with these,
// and the member's home shows their buttons. It reads no other module.
import path from 'node:path';
import { ticketSaveUrl, membershipSaveUrl } from './google-save-url';
import { walletOf, type WalletConfig } from './load-wallet';
import { testWalletFolder } from './test-credentials';
import type { WalletLinks, WalletMembership, WalletTicket } from './types';

export { membershipPkpass, ticketPkpass } from './apple-pass';
export { appleWalletOrNotFound, ownPassRoute, passResponse, passTags, sendPass } from './pass-reply';
export { walletEmailButtons } from './email-buttons';
export { loadWallet, walletOf, WalletConfigError, type WalletConfig } from './load-wallet';
export { membershipQrPayload } from './membership-payload';
export type { Wallet, WalletEvent, WalletLinks, WalletMembership, WalletTicket } from './types';

const originOf = (config: WalletConfig) => new URL(config.publicUrl).origin;

/** The ticket's "Add to Google Wallet" link, or null when Google Wallet is off. */
export async function googleSaveUrlForTicket(config: WalletConfig, ticket: WalletTicket): Promise<string | null> {
  const { google } = walletOf(config);
  return google ? ticketSaveUrl(google, originOf(config), ticket) : null;
}

/** The membership card's "Add to Google Wallet" link, or null when Google Wallet is off. */
export async function googleSaveUrlForMembership(
  config: WalletConfig,
  membership: WalletMembership,
): Promise<string | null> {
  const { google } = walletOf(config);
  return google ? membershipSaveUrl(google, originOf(config), membership) : null;
}

/** GET path of the ticket's .pkpass (the signed-in owner's), or null when Apple Wallet is off. */
export function appleTicketPassPath(config: WalletConfig, ticketId: string): string | null {
  return walletOf(config).apple ? `/api/v1/me/tickets/${encodeURIComponent(ticketId)}/pass.pkpass` : null;
}

/** GET path of the membership card's .pkpass, or null when Apple Wallet is off. */
export function appleMembershipPassPath(config: WalletConfig): string | null {
  return walletOf(config).apple ? '/api/v1/me/membership/pass.pkpass' : null;
}

/** Both buttons of a ticket on the member's home (`appleWalletUrl` is the .pkpass path). */
export async function walletLinksForTicket(config: WalletConfig, ticket: WalletTicket): Promise<WalletLinks> {
  return {
    appleWalletUrl: appleTicketPassPath(config, ticket.id),
    googleWalletUrl: await googleSaveUrlForTicket(config, ticket),
  };
}

/** Both buttons off: a wallet that is not configured, or a ticket no pass stands for. */
export const noWalletLinks: WalletLinks = { googleWalletUrl: null, appleWalletUrl: null };

/**
 * The buttons of each of these tickets (a person's own, read once for the whole home), by ticket
 * id; a ticket not among them gets none.
 */
export async function walletLinksByTicket(
  config: WalletConfig,
  owned: WalletTicket[],
): Promise<(ticketId: string) => WalletLinks> {
  const links = new Map(
    await Promise.all(owned.map(async (ticket) => [ticket.id, await walletLinksForTicket(config, ticket)] as const)),
  );
  return (ticketId) => links.get(ticketId) ?? noWalletLinks;
}

/** Both buttons of the membership card on the member's home. */
export async function walletLinksForMembership(
  config: WalletConfig,
  membership: WalletMembership,
): Promise<WalletLinks> {
  return {
    appleWalletUrl: appleMembershipPassPath(config),
    googleWalletUrl: await googleSaveUrlForMembership(config, membership),
  };
}

/**
 * The buttons of a confirmation email. The .pkpass route needs a session, which a mail app does
 * not have, so Apple's button opens the member's home (sign-in first), where the pass is one tap
 * away; Google's is the save link itself, which needs no session.
 */
export function emailLinks(config: WalletConfig, googleWalletUrl: string | null): WalletLinks {
  return { appleWalletUrl: walletOf(config).apple ? `${config.publicUrl}/home` : null, googleWalletUrl };
}

/** At start-up: reads (or, outside production, makes) the credentials and says which are in use. */
export function prepareWallet(config: WalletConfig): string[] {
  const { apple, google } = walletOf(config);
  const testFolder = path.join(config.DATA_DIR, testWalletFolder);
  const state = (on: { testOnly: boolean } | null) =>
    !on ? 'off' : on.testOnly ? `TEST-ONLY credentials in ${testFolder}` : 'configured';
  return [`Wallet passes: Apple ${state(apple)}, Google ${state(google)}.`];
}
