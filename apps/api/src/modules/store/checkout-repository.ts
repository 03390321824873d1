import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { storeOrderLines, storeOrders, storeProducts, storePromoCodes, storeVariants } from '../../db/schema';

type Executor = Db | Tx;
export type OrderRow = typeof storeOrders.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type PromoRow = typeof storePromoCodes.$inferSelect;

/**
 * What a checkout needs to know of each variant in a cart: its product's sale window and limit too.
 * Every checkout reads it first (a drop's sold-out buyers only this and the expired-order read), so
 * it is prepared once (decision 0016): the ids are one array parameter (`= any($1)`).
 */
const cartVariantsStatement = preparedPerDatabase((db) =>
  db
    .select({
      variantId: storeVariants.id,
      variantName: storeVariants.name,
      productId: storeVariants.productId,
      productName: storeProducts.name,
      eventId: storeProducts.eventId,
      memberPriceCents: storeVariants.memberPriceCents,
      nonMemberPriceCents: storeVariants.nonMemberPriceCents,
      memberLists: storeVariants.memberLists,
      salesOpenAt: storeProducts.salesOpenAt,
      closeAt: storeProducts.closeAt,
      variantOpenAt: storeVariants.openAt,
      variantCloseAt: storeVariants.closeAt,
      limitType: storeProducts.limitType,
      limitMax: storeProducts.limitMax,
      verifiedIdentityRequired: storeProducts.verifiedIdentityRequired,
      // What is left as committed now (null: unlimited), read without a lock: a sold-out cart is
      // refused from it; the hold's conditional update decides the rest.
      variantLeft: sql<number | null>`${storeVariants.inventoryCount} - ${storeVariants.reserved}`,
      productLeft: sql<number | null>`${storeProducts.capacity} - ${storeProducts.reserved}`,
    })
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(sql`${storeVariants.id} = any(${sql.placeholder('variantIds')})`)
    .prepare('store_cart_variants'),
);

export async function findCartVariants(db: Db, variantIds: string[]) {
  return cartVariantsStatement(db).execute({ variantIds });
}
export type CartVariant = Awaited<ReturnType<typeof findCartVariants>>[number];

/**
 * Whose order it is (decision 0036): a signed-in person, by their username; or a signed-out buyer,
 * known only by the email they typed and counted apart from every signed-in person, so typing
 * someone's email never blocks, fills or spends what that person may buy.
 */
export type BuyerKey = { username: string } | { guestEmail: string };

export const buyerKeyOf = (order: Pick<OrderRow, 'buyer' | 'email'>): BuyerKey =>
  order.buyer ? { username: order.buyer } : { guestEmail: order.email };

const ofBuyer = (key: BuyerKey) =>
  'username' in key
    ? eq(storeOrders.buyer, key.username)
    : and(isNull(storeOrders.buyer), sql`lower(${storeOrders.email}) = ${key.guestEmail.toLowerCase()}`);

/**
 * Takes turns with every other checkout (and late payment) of the same buyer until the transaction
 * ends, so counting what the buyer holds or bought and adding to it cannot race.
 */
export async function lockBuyer(tx: Tx, key: BuyerKey): Promise<void> {
  const name = 'username' in key ? `user:${key.username}` : `guest:${key.guestEmail.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'store-buyer:' + name}))`);
}

const openOrder = and(eq(storeOrders.status, 'pending'), gte(storeOrders.expiresAt, sql`now()`));

/** Units held unpaid by one buyer's open orders, or by the signed-out buyers of one address. */
export async function unitsHeldBy(tx: Tx, holder: BuyerKey | { guestAddress: string }): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${storeOrderLines.quantity}), 0)::int` })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .where(
      and(
        openOrder,
        'guestAddress' in holder
          ? and(isNull(storeOrders.buyer), eq(storeOrders.clientAddress, holder.guestAddress))
          : ofBuyer(holder),
      ),
    );
  return row?.units ?? 0;
}

/** What one buyer has of these products in open or paid orders, per variant: what a limit counts. */
export async function unitsOfBuyer(tx: Tx, key: BuyerKey, productIds: string[]) {
  return tx
    .select({
      productId: storeOrderLines.productId,
      variantId: storeOrderLines.variantId,
      quantity: sql<number>`sum(${storeOrderLines.quantity})::int`,
    })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .where(
      and(ofBuyer(key), inArray(storeOrderLines.productId, productIds), or(openOrder, eq(storeOrders.status, 'paid'))),
    )
    .groupBy(storeOrderLines.productId, storeOrderLines.variantId);
}

export async function findPromoCode(db: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(storePromoCodes).where(eq(storePromoCodes.code, code));
  return row;
}

const hasRoom = sql`(${storePromoCodes.maxUses} is null or ${storePromoCodes.uses} + ${storePromoCodes.held} < ${storePromoCodes.maxUses})`;

/** An open checkout holds one use of the code; false when its uses are all taken or held. */
export async function holdPromoCode(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx
    .update(storePromoCodes)
    .set({ held: sql`${storePromoCodes.held} + 1` })
    .where(and(eq(storePromoCodes.code, code), hasRoom))
    .returning({ code: storePromoCodes.code });
  return rows.length > 0;
}

/** A paid checkout's hold becomes a use. */
export async function usePromoHold(tx: Tx, code: string): Promise<void> {
  await tx
    .update(storePromoCodes)
    .set({ held: sql`${storePromoCodes.held} - 1`, uses: sql`${storePromoCodes.uses} + 1` })
    .where(eq(storePromoCodes.code, code));
}

/** A payment arriving after its hold was given back takes a use afresh, if one is left. */
export async function takePromoUse(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx
    .update(storePromoCodes)
    .set({ uses: sql`${storePromoCodes.uses} + 1` })
    .where(and(eq(storePromoCodes.code, code), hasRoom))
    .returning({ code: storePromoCodes.code });
  return rows.length > 0;
}

export async function releasePromoHold(tx: Tx, code: string): Promise<void> {
  await tx
    .update(storePromoCodes)
    .set({ held: sql`${storePromoCodes.held} - 1` })
    .where(eq(storePromoCodes.code, code));
}

export type NewOrderLine = Omit<typeof storeOrderLines.$inferInsert, 'orderId'>;

export async function insertOrder(tx: Tx, order: typeof storeOrders.$inferInsert, lines: NewOrderLine[]) {
  await tx.insert(storeOrders).values(order);
  await tx.insert(storeOrderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
}

/** Moves an order from one of `from` to `to`; undefined when another request moved it first. */
export async function moveOrder(
  tx: Tx,
  id: string,
  from: OrderStatus[],
  to: OrderStatus,
  fields: Partial<Pick<OrderRow, 'paidAt' | 'paymentIntentId' | 'refundedAt' | 'refundReason'>> = {},
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(storeOrders)
    .set({ status: to, ...fields })
    .where(and(eq(storeOrders.id, id), inArray(storeOrders.status, from)))
    .returning();
  return row;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id));
  return row;
}

/** An order's lines with the names and email text of what they are, in the cart's order of products. */
export async function findOrderLines(db: Executor, orderId: string) {
  return db
    .select({
      productId: storeOrderLines.productId,
      variantId: storeOrderLines.variantId,
      quantity: storeOrderLines.quantity,
      unitPriceCents: storeOrderLines.unitPriceCents,
      discountCents: storeOrderLines.discountCents,
      productName: storeProducts.name,
      variantName: storeVariants.name,
      eventId: storeProducts.eventId,
      additionalEmailText: storeProducts.additionalEmailText,
      limitType: storeProducts.limitType,
      limitMax: storeProducts.limitMax,
    })
    .from(storeOrderLines)
    .innerJoin(storeProducts, eq(storeProducts.id, storeOrderLines.productId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderLines.variantId))
    .where(eq(storeOrderLines.orderId, orderId))
    .orderBy(asc(storeProducts.name), asc(storeVariants.position));
}
export type OrderLineDetail = Awaited<ReturnType<typeof findOrderLines>>[number];

/** Whether any pending order is past its time: a plain read (most checkouts find none). */
const anyExpiredStatement = preparedPerDatabase((db) =>
  db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'pending'), lt(storeOrders.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('store_any_expired_order'),
);

/** Whether any pending order is past its hold: read by every checkout first, so prepared once. */
export async function anyExpiredOrder(db: Db): Promise<boolean> {
  const rows = await anyExpiredStatement(db).execute();
  return rows.length > 0;
}

/**
 * Claims the oldest pending order past its time (the partial index on expires_at finds it) for
 * this transaction: its row stays locked until the transaction ends, and an order another
 * transaction has claimed is skipped, never waited on. Undefined when none is left to claim.
 */
export async function claimExpiredOrder(tx: Tx): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'pending'), lt(storeOrders.expiresAt, sql`now()`)))
    .orderBy(asc(storeOrders.expiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id;
}
