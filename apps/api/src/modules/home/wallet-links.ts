/** What a pass in a wallet stands for: a ticket (by its id) or a paid membership (by NetID). */
export type WalletPassOf = { kind: 'ticket'; ticketId: string } | { kind: 'membership'; netId: string };

export interface WalletLinks {
  googleWalletUrl: string | null;
  appleWalletUrl: string | null;
}

/**
 * The links that add this pass to Google Wallet and Apple Wallet. The wallet passes fill this
 * in (their library lives beside it, in ./wallet); until they are wired here, both are null and
 * the home pages show no wallet buttons.
 */
export function walletLinksOf(_pass: WalletPassOf): WalletLinks {
  return { googleWalletUrl: null, appleWalletUrl: null };
}
