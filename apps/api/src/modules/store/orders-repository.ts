import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { portalTimeZone } from '@cp/contracts/portal-time';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeOrders, storeProducts, storeVariants } from '../../db/schema';

export type OrderRow = typeof storeOrders.$inferSelect;
export type LineRow = Awaited<ReturnType<typeof lineRowsOf>>[number];
type Executor = Db | Tx;

const lineColumns = {
  id: storeOrderLines.id,
  orderId: storeOrderLines.orderId,
  productId: storeOrderLines.productId,
  productName: storeProducts.name,
  variantId: storeOrderLines.variantId,
  variantName: storeVariants.name,
  variantMemberPriceCents: storeVariants.memberPriceCents,
  variantNonMemberPriceCents: storeVariants.nonMemberPriceCents,
  quantity: storeOrderLines.quantity,
  unitPriceCents: storeOrderLines.unitPriceCents,
  discountCents: storeOrderLines.discountCents,
  fulfilledAt: storeOrderLines.fulfilledAt,
  fulfilledBy: storeOrderLines.fulfilledBy,
};

const linesQuery = (db: Executor) =>
  db
    .select(lineColumns)
    .from(storeOrderLines)
    .innerJoin(storeProducts, eq(storeProducts.id, storeOrderLines.productId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderLines.variantId));

/** Every line of one product, with its order's buyer and state, newest order first. */
export async function linesOfProduct(db: Executor, productId: string) {
  return db
    .select({ ...lineColumns, email: storeOrders.email, status: storeOrders.status, createdAt: storeOrders.createdAt })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .innerJoin(storeProducts, eq(storeProducts.id, storeOrderLines.productId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderLines.variantId))
    .where(eq(storeOrderLines.productId, productId))
    .orderBy(desc(storeOrders.createdAt), asc(storeOrderLines.orderId), asc(storeVariants.position));
}

export async function findOrderRow(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, orderId));
  return row;
}

/**
 * The orders the pickup table may be asked about (paid once: paid, refunded, or refunded at once
 * as sale_failed) whose id starts with `idPrefix`, whose email contains the LIKE pattern, or
 * whose buyer or email is one of `people`; newest first, at most 20.
 */
export async function pickupOrderRowsMatching(
  db: Executor,
  match: { idPrefix: string | null; emailPattern: string; people: string[] },
): Promise<OrderRow[]> {
  const found = [sql`lower(${storeOrders.email}) like ${match.emailPattern}`];
  if (match.idPrefix) found.push(sql`${storeOrders.id} like ${`${match.idPrefix}%`}`);
  if (match.people.length > 0)
    found.push(inArray(storeOrders.buyer, match.people), inArray(sql`lower(${storeOrders.email})`, match.people));
  return db
    .select()
    .from(storeOrders)
    .where(and(inArray(storeOrders.status, ['paid', 'refunded', 'sale_failed']), or(...found)))
    .orderBy(desc(storeOrders.createdAt))
    .limit(20);
}

/** The lines of these orders, in each order's product and variant order. */
export async function lineRowsOf(db: Executor, orderIds: string[]) {
  return linesQuery(db)
    .where(orderIds.length === 0 ? sql`false` : inArray(storeOrderLines.orderId, orderIds))
    .orderBy(asc(storeProducts.name), asc(storeVariants.position), asc(storeOrderLines.id));
}

/** paid → refunded, once: a second (or concurrent) refund finds no paid order and changes nothing. */
export async function markOrderRefunded(
  tx: Tx,
  orderId: string,
  refund: { by: string; reason: string; restock: boolean },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(storeOrders)
    .set({
      status: 'refunded',
      refundedAt: new Date(),
      refundedBy: refund.by,
      refundReason: refund.reason,
      restocked: refund.restock,
    })
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.status, 'paid')))
    .returning();
  return row;
}

/** Marks these lines of a paid order handed out; lines already handed out keep their first time. */
export async function fulfillLineRows(tx: Tx, orderId: string, lineIds: string[], by: string) {
  return tx
    .update(storeOrderLines)
    .set({ fulfilledAt: new Date(), fulfilledBy: by })
    .where(
      and(
        eq(storeOrderLines.orderId, orderId),
        inArray(storeOrderLines.id, lineIds),
        isNull(storeOrderLines.fulfilledAt),
        sql`exists (select 1 from ${storeOrders} where ${storeOrders.id} = ${orderId} and ${storeOrders.status} = 'paid')`,
      ),
    )
    .returning({ id: storeOrderLines.id });
}

const paidLineRevenue = sql<number>`coalesce(sum(${storeOrderLines.quantity} * ${storeOrderLines.unitPriceCents} - ${storeOrderLines.discountCents}), 0)::int`;

const unitsWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${storeOrderLines.quantity}) filter (where ${condition}), 0)::int`;

/**
 * The ledger's figures of each variant of a product (decision 0067): units sold (lines of paid
 * orders), held (lines of orders still pending) and the revenue of its paid lines after their
 * share of any discount. The stock counters (`sold`, `reserved`) say what is taken from stock,
 * which a refund without restock keeps; the sales figures are these.
 */
export async function ledgerByVariant(db: Executor, productId: string) {
  const paid = sql`${storeOrders.status} = 'paid'`;
  return db
    .select({
      variantId: storeOrderLines.variantId,
      sold: unitsWhere(paid),
      held: unitsWhere(sql`${storeOrders.status} = 'pending'`),
      revenueCents: sql<number>`coalesce(sum(${storeOrderLines.quantity} * ${storeOrderLines.unitPriceCents} - ${storeOrderLines.discountCents}) filter (where ${paid}), 0)::int`,
    })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .where(eq(storeOrderLines.productId, productId))
    .groupBy(storeOrderLines.variantId);
}

/** Units sold and revenue of a product's paid orders per day of payment, in portal time, oldest first. */
export async function salesByDay(db: Executor, productId: string) {
  const day = sql<string>`to_char(${storeOrders.paidAt} at time zone ${portalTimeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        quantity: sql<number>`coalesce(sum(${storeOrderLines.quantity}), 0)::int`,
        revenueCents: paidLineRevenue,
      })
      .from(storeOrderLines)
      .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
      .where(
        and(
          eq(storeOrderLines.productId, productId),
          eq(storeOrders.status, 'paid'),
          sql`${storeOrders.paidAt} is not null`,
        ),
      )
      // By position: the day's expression carries a parameter (the zone), and a repeated one is a
      // different parameter PostgreSQL would not match with the selected column.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** A buyer's orders of these states (the email as typed, any case), newest first. */
export async function orderRowsOfBuyer(
  db: Executor,
  username: string,
  statuses: OrderRow['status'][],
): Promise<OrderRow[]> {
  // By the signed-in buyer, never by the email typed: anyone can type anyone's (decision 0036).
  return db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.buyer, username.toLowerCase()), inArray(storeOrders.status, statuses)))
    .orderBy(desc(storeOrders.createdAt))
    .limit(100);
}

/**
 * A person's orders of these states, newest first: those they made signed in, and those bought
 * with their email (the platform's `userId`); only of `productId` when given.
 */
export async function orderRowsOfPerson(
  db: Executor,
  username: string,
  statuses: OrderRow['status'][],
  productId: string | undefined,
): Promise<OrderRow[]> {
  const person = username.toLowerCase();
  const ofProduct = productId
    ? sql`exists (select 1 from ${storeOrderLines} where ${storeOrderLines.orderId} = ${storeOrders.id}
        and ${storeOrderLines.productId} = ${productId})`
    : undefined;
  return db
    .select()
    .from(storeOrders)
    .where(
      and(
        or(eq(storeOrders.buyer, person), eq(sql`lower(${storeOrders.email})`, person)),
        inArray(storeOrders.status, statuses),
        ofProduct,
      ),
    )
    .orderBy(desc(storeOrders.createdAt))
    .limit(100);
}

/**
 * For the officers' home: paid orders with a merchandise line not yet picked up, and how many
 * products they are of, as `{ orders, products: [productId…] }`; a scalar subquery.
 */
export function ordersAwaitingPickupSql(): SQL {
  return sql`(select json_build_object('orders', count(distinct ${storeOrders.id})::int,
      'products', coalesce(json_agg(distinct ${storeOrderLines.productId}), '[]'::json))
    from ${storeOrderLines}
    join ${storeOrders} on ${storeOrders.id} = ${storeOrderLines.orderId}
    join ${storeProducts} on ${storeProducts.id} = ${storeOrderLines.productId}
    where ${storeOrders.status} = 'paid' and ${storeOrderLines.fulfilledAt} is null and ${storeProducts.type} = 'merch')`;
}
