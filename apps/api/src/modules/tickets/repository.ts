import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketItems, ticketPurchases } from '../../db/schema';
import { containingPattern } from '../../db/like-pattern';

export type ItemRow = typeof ticketItems.$inferSelect;
export type PurchaseRow = typeof ticketPurchases.$inferSelect;
type Executor = Db | Tx;

export async function listItems(db: Executor): Promise<ItemRow[]> {
  return db.select().from(ticketItems).orderBy(asc(ticketItems.name));
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(ticketItems).where(eq(ticketItems.id, id));
  return row;
}

type ItemValues = typeof ticketItems.$inferInsert;

export async function insertItem(tx: Tx, item: ItemValues): Promise<ItemRow> {
  const [row] = await tx.insert(ticketItems).values(item).returning();
  return row!;
}

/** Edits an item; none when a ticket capacity would drop below what is already sold or held. */
export async function updateItemWithin(
  tx: Tx,
  itemId: string,
  changes: Partial<ItemValues>,
  capacity: number | null,
): Promise<ItemRow | undefined> {
  const [row] = await tx
    .update(ticketItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(ticketItems.id, itemId), capacity === null ? undefined : sql`${ticketItems.reserved} <= ${capacity}`))
    .returning();
  return row;
}

/** Opens or closes the sales of an item of this type; none when there is no such item. */
export async function setItemSalesOpenAt(
  tx: Tx,
  itemId: string,
  type: ItemRow['type'],
  salesOpenAt: Date | null,
): Promise<ItemRow | undefined> {
  const [row] = await tx
    .update(ticketItems)
    .set({ salesOpenAt, updatedAt: new Date() })
    .where(and(eq(ticketItems.id, itemId), eq(ticketItems.type, type)))
    .returning();
  return row;
}

export async function listPurchases(db: Executor, itemId: string, type: 'ticket' | 'merch'): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(ticketPurchases)
    .where(and(eq(ticketPurchases.itemId, itemId), eq(ticketPurchases.type, type)))
    .orderBy(desc(ticketPurchases.createdAt), asc(ticketPurchases.id));
}

const purchaseStatusSql = sql`case when ${ticketPurchases.refunded} then 'Refunded' when ${ticketPurchases.fulfilled} then 'Fulfilled' else 'Unfulfilled' end`;

/** The purchases of one item whose email, ticket id, size or status contain `search` (any case). */
function purchasesMatching(itemId: string, type: 'ticket' | 'merch', search: string | undefined) {
  const ofItem = and(eq(ticketPurchases.itemId, itemId), eq(ticketPurchases.type, type));
  if (!search) return ofItem;
  const pattern = containingPattern(search);
  return and(
    ofItem,
    sql`(${ticketPurchases.email} ilike ${pattern} or ${ticketPurchases.id} ilike ${pattern}
         or coalesce(${ticketPurchases.size}, '') ilike ${pattern} or ${purchaseStatusSql} ilike ${pattern})`,
  );
}

export interface PurchasePageQuery {
  search?: string;
  offset: number;
  limit: number;
}

/** One page of the matching purchases, in the order of the whole list (the item index serves it). */
export async function listPurchasesPage(
  db: Executor,
  itemId: string,
  type: 'ticket' | 'merch',
  query: PurchasePageQuery,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(ticketPurchases)
    .where(purchasesMatching(itemId, type, query.search))
    .orderBy(desc(ticketPurchases.createdAt), asc(ticketPurchases.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** How many purchases match, and the whole item's totals, in one pass over the item's rows. */
export async function purchaseCounts(db: Executor, itemId: string, type: 'ticket' | 'merch', search?: string) {
  const matching = search ? sql`${purchasesMatching(itemId, type, search)}` : sql`true`;
  const notRefunded = sql`not ${ticketPurchases.refunded}`;
  const [row] = await db
    .select({
      matching: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
      purchases: sql<number>`count(*) filter (where ${notRefunded})`.mapWith(Number),
      sold: sql<number>`coalesce(sum(${ticketPurchases.quantity}) filter (where ${notRefunded}), 0)`.mapWith(Number),
      fulfilled:
        sql<number>`coalesce(sum(${ticketPurchases.quantity}) filter (where ${notRefunded} and ${ticketPurchases.fulfilled}), 0)`.mapWith(
          Number,
        ),
      refunded: sql<number>`count(*) filter (where ${ticketPurchases.refunded})`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${ticketPurchases.amountCents}) filter (where ${notRefunded}), 0)`.mapWith(
        Number,
      ),
    })
    .from(ticketPurchases)
    .where(purchasesMatching(itemId, type, undefined));
  return row!;
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

const ownTickets = (email: string) =>
  and(
    eq(ticketPurchases.type, 'ticket'),
    eq(ticketPurchases.refunded, false),
    sql`lower(${ticketPurchases.email}) = lower(${email})`,
  );

/** Every ticket `email` bought (without case) and kept, with its item, newest first. */
export async function listOwnTickets(db: Executor, email: string): Promise<{ purchase: PurchaseRow; item: ItemRow }[]> {
  return db
    .select({ purchase: ticketPurchases, item: ticketItems })
    .from(ticketPurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketPurchases.itemId))
    .where(ownTickets(email))
    .orderBy(desc(ticketPurchases.createdAt), asc(ticketPurchases.id));
}

/**
 * A ticket and its item, when `email` bought it (compared without case: a ticket bought before
 * signing in with that email counts) and it was not refunded; undefined for anyone else's.
 */
export async function findOwnTicket(
  db: Executor,
  ticketId: string,
  email: string,
): Promise<{ purchase: PurchaseRow; item: ItemRow } | undefined> {
  const [row] = await db
    .select({ purchase: ticketPurchases, item: ticketItems })
    .from(ticketPurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketPurchases.itemId))
    .where(and(eq(ticketPurchases.id, ticketId), ownTickets(email)));
  return row;
}

/** A buyer's purchase with its item's name and event (none for merchandise), newest first. */
export type BuyerPurchaseRow = PurchaseRow & { itemName: string; eventId: string | null };

/** Every purchase made with this email (stored lower-case by every checkout), newest first. */
export async function purchasesOfBuyer(db: Executor, email: string): Promise<BuyerPurchaseRow[]> {
  const rows = await db
    .select({ purchase: ticketPurchases, itemName: ticketItems.name, eventId: ticketItems.eventId })
    .from(ticketPurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, ticketPurchases.itemId))
    .where(eq(ticketPurchases.email, email.toLowerCase()))
    .orderBy(desc(ticketPurchases.createdAt))
    .limit(200);
  return rows.map(({ purchase, itemName, eventId }) => ({ ...purchase, itemName, eventId }));
}

/** For the officers' home: merchandise bought the first way, paid, not refunded, not picked up. */
export function merchAwaitingPickupCountSql(): SQL {
  return sql`(select count(*)::int from ${ticketPurchases} where ${ticketPurchases.type} = 'merch'
    and not ${ticketPurchases.fulfilled} and not ${ticketPurchases.refunded})`;
}

/**
 * For the officers' home: tickets sold per event, as a json object `{ eventId: count }`, for the
 * events `eventIds` selects (a subquery of event ids).
 */
export function ticketsSoldByEventSql(eventIds: SQL): SQL {
  return sql`(select coalesce(json_object_agg(s.event_id, s.n), '{}'::json) from (
    select ${ticketItems.eventId} as event_id, sum(${ticketItems.sold})::int as n from ${ticketItems}
    where ${ticketItems.type} = 'ticket' and ${ticketItems.eventId} in (select ids.id::text from (${eventIds}) ids(id))
    group by 1) s)`;
}
