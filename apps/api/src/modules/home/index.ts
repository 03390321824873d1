// What other modules may ask of the member's home (modules/README.md: a module's public face).
export {
  emailLinks,
  googleSaveUrlForMembership,
  googleSaveUrlForTicket,
  type WalletConfig,
  type WalletLinks,
  type WalletMembership,
  type WalletTicket,
  walletEmailButtons,
} from './wallet';
