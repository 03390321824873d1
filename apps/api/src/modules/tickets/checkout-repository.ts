import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketCheckouts, ticketItems } from '../../db/schema';
import { countItemPurchase } from '../store';

export type CheckoutRow = typeof ticketCheckouts.$inferSelect;
type Executor = Db | Tx;

/** Opens a checkout: pending until paid, released or expired. */
export async function insertCheckout(tx: Tx, checkout: typeof ticketCheckouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await tx.insert(ticketCheckouts).values(checkout).returning();
  return row!;
}

/** Gives back the capacity of this item's checkouts that expired unpaid; each is released once. */
export async function releaseExpiredCheckouts(tx: Tx, itemId: string): Promise<void> {
  const expired = await tx
    .update(ticketCheckouts)
    .set({ status: 'expired' })
    .where(
      and(
        eq(ticketCheckouts.itemId, itemId),
        eq(ticketCheckouts.status, 'pending'),
        lt(ticketCheckouts.expiresAt, sql`now()`),
      ),
    )
    .returning({ quantity: ticketCheckouts.quantity });
  const quantity = expired.reduce((sum, row) => sum + row.quantity, 0);
  if (quantity === 0) return;
  // Only a ticket's checkout held anything (merchandise holds nothing unpaid): giving back what a
  // merchandise checkout never took would count its sales away, or fail the counters' check.
  const [item] = await tx
    .update(ticketItems)
    .set({ reserved: sql`${ticketItems.reserved} - ${quantity}` })
    .where(and(eq(ticketItems.id, itemId), eq(ticketItems.type, 'ticket')))
    .returning({ type: ticketItems.type });
  if (item) await countItemPurchase(tx, itemId, null, { reserved: -quantity });
}

/**
 * Takes turns with every other checkout of the same holder (a buyer or an address) until the
 * transaction ends, so counting what a holder holds and adding to it cannot race.
 */
export async function lockHolder(tx: Tx, holder: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'checkout-holder:' + holder}))`);
}

/**
 * Who holds tickets (decision 0036): a signed-in person by username; a signed-out buyer by the
 * email typed, counted apart from every signed-in person; or the signed-out buyers of one address.
 */
export type TicketHolder = { username: string } | { guestEmail: string } | { guestAddress: string };

const heldBy = (holder: TicketHolder) =>
  'username' in holder
    ? eq(ticketCheckouts.buyer, holder.username)
    : and(
        // Written so the planner takes the email or address index, not the buyer one: a guest's
        // rows are every guest's rows there.
        sql`coalesce(${ticketCheckouts.buyer}, '') = ''`,
        'guestEmail' in holder
          ? eq(ticketCheckouts.email, holder.guestEmail)
          : eq(ticketCheckouts.clientAddress, holder.guestAddress),
      );

/** Tickets held by open (pending, unexpired) checkouts of ticket items, by one holder. */
export async function ticketsHeldBy(tx: Tx, holder: TicketHolder): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${ticketCheckouts.quantity}), 0)::int` })
    .from(ticketCheckouts)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketCheckouts.itemId))
    .where(
      and(
        eq(ticketCheckouts.status, 'pending'),
        sql`${ticketCheckouts.expiresAt} >= now()`,
        eq(ticketItems.type, 'ticket'),
        heldBy(holder),
      ),
    );
  return row?.held ?? 0;
}

/** Tickets still counted in `reserved` by checkouts that expired unpaid (given back on the next checkout). */
export async function expiredHolds(db: Executor, itemId: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${ticketCheckouts.quantity}), 0)::int` })
    .from(ticketCheckouts)
    .where(
      and(
        eq(ticketCheckouts.itemId, itemId),
        eq(ticketCheckouts.status, 'pending'),
        lt(ticketCheckouts.expiresAt, sql`now()`),
      ),
    );
  return row?.held ?? 0;
}

/** The retention job: every item's expired checkouts give their tickets back, even if nobody buys again. */
export async function releaseAllExpiredCheckouts(db: Db): Promise<void> {
  const items = await db
    .selectDistinct({ itemId: ticketCheckouts.itemId })
    .from(ticketCheckouts)
    .where(and(eq(ticketCheckouts.status, 'pending'), lt(ticketCheckouts.expiresAt, sql`now()`)));
  for (const { itemId } of items) await db.transaction((tx) => releaseExpiredCheckouts(tx, itemId));
}

/** Moves a checkout from `from` to `to`; false when another request moved it first. */
export async function moveCheckout(
  tx: Tx,
  id: string,
  from: CheckoutRow['status'],
  to: CheckoutRow['status'],
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .update(ticketCheckouts)
    .set({ status: to })
    .where(and(eq(ticketCheckouts.id, id), eq(ticketCheckouts.status, from)))
    .returning();
  return row;
}

export async function findCheckout(tx: Tx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(ticketCheckouts).where(eq(ticketCheckouts.id, id));
  return row;
}
