import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketCheckouts, ticketItems, ticketPurchases } from '../../db/schema';

export type ItemRow = typeof ticketItems.$inferSelect;
export type PurchaseRow = typeof ticketPurchases.$inferSelect;
export type CheckoutRow = typeof ticketCheckouts.$inferSelect;
type Executor = Db | Tx;

export async function listItems(db: Executor): Promise<ItemRow[]> {
  return db.select().from(ticketItems).orderBy(asc(ticketItems.name));
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(ticketItems).where(eq(ticketItems.id, id));
  return row;
}

export async function listPurchases(db: Executor, itemId: string, type: 'ticket' | 'merch'): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.itemId, itemId), eq(ticketPurchases.type, type)))
    .orderBy(desc(ticketPurchases.createdAt), asc(ticketPurchases.id));
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
  if (quantity > 0)
    await tx
      .update(ticketItems)
      .set({ reserved: sql`${ticketItems.reserved} - ${quantity}` })
      .where(eq(ticketItems.id, itemId));
}

/**
 * Takes turns with every other checkout of the same holder (an email or an address) until the
 * transaction ends, so counting what a holder holds and adding to it cannot race.
 */
export async function lockHolder(tx: Tx, holder: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'checkout-holder:' + holder}))`);
}

/** Tickets held by open (pending, unexpired) checkouts of ticket items, by one email or one address. */
export async function ticketsHeldBy(tx: Tx, holder: { email: string } | { clientAddress: string }): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${ticketCheckouts.quantity}), 0)::int` })
    .from(ticketCheckouts)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketCheckouts.itemId))
    .where(
      and(
        eq(ticketCheckouts.status, 'pending'),
        sql`${ticketCheckouts.expiresAt} >= now()`,
        eq(ticketItems.type, 'ticket'),
        'email' in holder
          ? eq(ticketCheckouts.email, holder.email)
          : eq(ticketCheckouts.clientAddress, holder.clientAddress),
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

/** Holds `quantity` tickets when they fit: the one conditional UPDATE that decides every race. */
export async function reserveCapacity(tx: Tx, itemId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(ticketItems)
    .set({ reserved: sql`${ticketItems.reserved} + ${quantity}` })
    .where(
      and(
        eq(ticketItems.id, itemId),
        sql`(${ticketItems.capacity} is null or ${ticketItems.reserved} + ${quantity} <= ${ticketItems.capacity})`,
      ),
    )
    .returning({ id: ticketItems.id });
  return rows.length === 1;
}

export async function releaseCapacity(tx: Tx, itemId: string, quantity: number): Promise<void> {
  await tx
    .update(ticketItems)
    .set({ reserved: sql`${ticketItems.reserved} - ${quantity}` })
    .where(eq(ticketItems.id, itemId));
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

/** Inserts the purchase unless this payment already made one (the unique payment intent decides). */
export async function insertPurchase(
  tx: Tx,
  purchase: typeof ticketPurchases.$inferInsert,
): Promise<PurchaseRow | undefined> {
  const [row] = await tx.insert(ticketPurchases).values(purchase).onConflictDoNothing().returning();
  return row;
}

export async function addSold(tx: Tx, itemId: string, quantity: number): Promise<void> {
  await tx
    .update(ticketItems)
    .set({ sold: sql`${ticketItems.sold} + ${quantity}` })
    .where(eq(ticketItems.id, itemId));
}
