import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storePurchases, ticketItems } from '../../db/schema';
import { containingPattern } from '../../db/like-pattern';

export type ItemRow = typeof ticketItems.$inferSelect;
/** A purchase as the spec's routes show it: a line of a paid order, read through `store_purchases` (decision 0063). */
export type PurchaseRow = typeof storePurchases.$inferSelect;
type Executor = Db | Tx;

/** The view's columns, to select a purchase beside its item. */
const purchaseColumns = {
  lineId: storePurchases.lineId,
  id: storePurchases.id,
  itemId: storePurchases.itemId,
  type: storePurchases.type,
  email: storePurchases.email,
  buyer: storePurchases.buyer,
  quantity: storePurchases.quantity,
  size: storePurchases.size,
  paymentIntentId: storePurchases.paymentIntentId,
  amountCents: storePurchases.amountCents,
  refunded: storePurchases.refunded,
  fulfilled: storePurchases.fulfilled,
  fulfilledAt: storePurchases.fulfilledAt,
  fulfilledBy: storePurchases.fulfilledBy,
  createdAt: storePurchases.createdAt,
};

/** An item with its variants' names, in the order the product lists them (decision 0069). */
export type ListedItemRow = ItemRow & { variants: string[] };

export async function listItems(db: Executor): Promise<ListedItemRow[]> {
  const rows = await db
    .select({
      item: ticketItems,
      // JSON, which every driver the portal runs on reads as an array.
      variants: sql<string[]>`(select coalesce(json_agg(v.name order by v.position, v.created_at), '[]'::json)
        from store_variants v where v.product_id = store_products.id)`,
    })
    .from(ticketItems)
    .orderBy(asc(ticketItems.name));
  return rows.map(({ item, variants }) => ({ ...item, variants }));
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
    .from(storePurchases)
    .where(and(eq(storePurchases.itemId, itemId), eq(storePurchases.type, type)))
    .orderBy(desc(storePurchases.createdAt), asc(storePurchases.id));
}

const purchaseStatusSql = sql`case when ${storePurchases.refunded} then 'Refunded' when ${storePurchases.fulfilled} then 'Fulfilled' else 'Unfulfilled' end`;

/** The purchases of one item whose email, ticket id, size or status contain `search` (any case). */
function purchasesMatching(itemId: string, type: 'ticket' | 'merch', search: string | undefined) {
  const ofItem = and(eq(storePurchases.itemId, itemId), eq(storePurchases.type, type));
  if (!search) return ofItem;
  const pattern = containingPattern(search);
  return and(
    ofItem,
    sql`(${storePurchases.email} ilike ${pattern} or ${storePurchases.id} ilike ${pattern}
         or coalesce(${storePurchases.size}, '') ilike ${pattern} or ${purchaseStatusSql} ilike ${pattern})`,
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
    .from(storePurchases)
    .where(purchasesMatching(itemId, type, query.search))
    .orderBy(desc(storePurchases.createdAt), asc(storePurchases.id))
    .limit(query.limit)
    .offset(query.offset);
}

const notRefunded = sql`not ${storePurchases.refunded}`;

/**
 * Units sold (not refunded) and handed over (admitted or picked up, not refunded) of an item's
 * purchases: the one formula of the sales page's totals and the door's count (decision 0067).
 */
export const soldUnits = () =>
  sql<number>`coalesce(sum(${storePurchases.quantity}) filter (where ${notRefunded}), 0)`.mapWith(Number);
export const handedOverUnits = () =>
  sql<number>`coalesce(sum(${storePurchases.quantity}) filter (where ${notRefunded} and ${storePurchases.fulfilled}), 0)`.mapWith(
    Number,
  );

/** How many purchases match, and the whole item's totals, in one pass over the item's rows. */
export async function purchaseCounts(db: Executor, itemId: string, type: 'ticket' | 'merch', search?: string) {
  const matching = search ? sql`${purchasesMatching(itemId, type, search)}` : sql`true`;
  const [row] = await db
    .select({
      matching: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
      purchases: sql<number>`count(*) filter (where ${notRefunded})`.mapWith(Number),
      sold: soldUnits(),
      fulfilled: handedOverUnits(),
      refunded: sql<number>`count(*) filter (where ${storePurchases.refunded})`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${storePurchases.amountCents}) filter (where ${notRefunded}), 0)`.mapWith(
        Number,
      ),
    })
    .from(storePurchases)
    .where(purchasesMatching(itemId, type, undefined));
  return row!;
}

const ownTickets = (email: string) =>
  and(
    eq(storePurchases.type, 'ticket'),
    eq(storePurchases.refunded, false),
    sql`lower(${storePurchases.email}) = lower(${email})`,
  );

/** Every ticket `email` bought (without case) and kept, with its item, newest first. */
export async function listOwnTickets(db: Executor, email: string): Promise<{ purchase: PurchaseRow; item: ItemRow }[]> {
  return db
    .select({ purchase: purchaseColumns, item: ticketItems })
    .from(storePurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, storePurchases.itemId))
    .where(ownTickets(email))
    .orderBy(desc(storePurchases.createdAt), asc(storePurchases.id));
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
    .select({ purchase: purchaseColumns, item: ticketItems })
    .from(storePurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, storePurchases.itemId))
    .where(and(eq(storePurchases.id, ticketId), ownTickets(email)));
  return row;
}

/** A buyer's purchase with its item's name and event (none for merchandise), newest first. */
export type BuyerPurchaseRow = PurchaseRow & { itemName: string; eventId: string | null };

/**
 * Every purchase made with this email (without case), newest first: its tickets, and merchandise
 * not on the person's orders card (that card shows the orders they made signed in, decision 0063).
 */
export async function purchasesOfBuyer(db: Executor, email: string): Promise<BuyerPurchaseRow[]> {
  const rows = await db
    .select({ purchase: purchaseColumns, itemName: ticketItems.name, eventId: ticketItems.eventId })
    .from(storePurchases)
    .innerJoin(ticketItems, eq(ticketItems.id, storePurchases.itemId))
    .where(
      and(
        sql`lower(${storePurchases.email}) = ${email.toLowerCase()}`,
        sql`(${storePurchases.type} = 'ticket' or ${storePurchases.buyer} is distinct from ${email.toLowerCase()})`,
      ),
    )
    .orderBy(desc(storePurchases.createdAt))
    .limit(200);
  return rows.map(({ purchase, itemName, eventId }) => ({ ...purchase, itemName, eventId }));
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
