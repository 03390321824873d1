import type { Db, Tx } from '../../db/client';
import { findEventTimeAndPlace } from '../events';
import type { WalletTicket } from '../wallet';
import { qrText } from './purchase-email';
import { findOwnTicket, listOwnTickets, type ItemRow, type PurchaseRow } from './repository';

/** What a ticket's wallet pass shows: the email's QR text, the item, and its event's time and place. */
export async function walletTicketOf(db: Db | Tx, item: ItemRow, purchase: PurchaseRow): Promise<WalletTicket> {
  const event = item.eventId ? await findEventTimeAndPlace(db, item.eventId) : undefined;
  return {
    id: purchase.id,
    qrPayload: qrText(purchase),
    itemId: item.id,
    name: item.name,
    quantity: purchase.quantity,
    event: event ?? null,
  };
}

/** The pass of a ticket the signed-in email owns; undefined for another's, a refunded or an unknown one. */
export async function findOwnWalletTicket(db: Db, ticketId: string, email: string): Promise<WalletTicket | undefined> {
  const own = await findOwnTicket(db, ticketId, email);
  return own && walletTicketOf(db, own.item, own.purchase);
}

/** What the passes of every ticket the signed-in email owns show (the member's home lists them). */
export async function listOwnWalletTickets(db: Db, email: string): Promise<WalletTicket[]> {
  const owned = await listOwnTickets(db, email);
  return Promise.all(owned.map(({ item, purchase }) => walletTicketOf(db, item, purchase)));
}
