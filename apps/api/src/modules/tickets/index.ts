// What other modules may ask of tickets (modules/README.md: a module's public face).
export { findOwnWalletTicket, listOwnWalletTickets } from './wallet-ticket';
