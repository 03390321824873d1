// What other modules may ask of tickets (modules/README.md: a module's public face).
export { findOwnWalletTicket, listOwnWalletTickets } from './wallet-ticket';
export { qrPayload } from './purchase-email';
export { purchasesOfBuyer, ticketsSoldByEventSql, type BuyerPurchaseRow } from './repository';
export { recentDoorConflictsSql } from './door-conflicts-repository';
export { eventTicketHolderEmailsSql, purchaserEmailsSql } from './audience';
export { recentDoorConflicts } from './waiting-lists';
