import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeOrders } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { PaymentCompleted, PaymentContext, PaymentPurpose } from '../../plugins/payments/types';
import { applyOrderPayment, type Confirmation, type OrderPaymentDeps } from './apply-order-payment';
import { assertBuyerMayHold, type HoldWording, type LimitedLine } from './cart-hold';
import { findOrder, insertOrder } from './checkout-repository';
import { giveBackOrder } from './order-expiry';
import { holdStock } from './stock-repository';

/** One item bought alone: the one line of its order. */
export type ItemLine = LimitedLine & { unitPriceCents: number };

export interface ItemOrder {
  id: string;
  email: string;
  netId: string | null;
  /** The signed-in buyer's username; none for a visitor. */
  buyer: string | undefined;
  clientAddress: string;
  expiresAt: Date;
  line: ItemLine;
}

/**
 * The spec's single-item checkout as an order of one line (decision 0063), held by the cart's
 * rule: under the buyer's lock, their unpaid bound and per-person limits, then the line's stock
 * (variant, then product), all in the caller's transaction, or nothing. Only the words are the
 * spec's (`wording`, and `notEnough` with how many are left).
 */
export async function holdItemOrder(
  tx: Tx,
  limits: { perBuyer: number; perAddress: number },
  order: ItemOrder,
  wording: HoldWording & { notEnough: (left: number) => string },
): Promise<void> {
  const key = order.buyer ? { username: order.buyer } : { guestEmail: order.email };
  await assertBuyerMayHold(
    tx,
    limits,
    { key, email: order.email, clientAddress: order.clientAddress },
    [order.line],
    wording,
  );
  const total = order.line.unitPriceCents * order.line.quantity;
  await insertOrder(
    tx,
    {
      id: order.id,
      email: order.email,
      netId: order.netId,
      buyer: order.buyer ?? null,
      clientAddress: order.clientAddress,
      promoCode: null,
      subtotalCents: total,
      discountCents: 0,
      totalCents: total,
      expiresAt: order.expiresAt,
    },
    [
      {
        productId: order.line.productId,
        variantId: order.line.variantId,
        quantity: order.line.quantity,
        unitPriceCents: order.line.unitPriceCents,
        discountCents: 0,
      },
    ],
  );
  // Last: the stock rows stay locked from here to the commit.
  const refusal = await holdStock(tx, [order.line]);
  if (refusal) throw conflict(wording.notEnough(refusal.left));
}

/** Units of a product still counted in `reserved` by orders past their hold, not yet given back. */
export async function unitsHeldByExpiredOrders(db: Db | Tx, productId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${storeOrderLines.quantity}), 0)::int` })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .where(
      and(
        eq(storeOrderLines.productId, productId),
        eq(storeOrders.status, 'pending'),
        lt(storeOrders.expiresAt, sql`now()`),
      ),
    );
  return row?.units ?? 0;
}

/**
 * The payment purposes of the spec's single-item checkout ('ticket' and 'merch'): its session
 * names its order `checkoutId` (a checkout made before the one ledger kept its id as its order's),
 * and the order is paid, revived or refused as a cart's is; only the email is the item's.
 */
export function itemOrderPurpose(deps: OrderPaymentDeps, confirmation: Confirmation): PaymentPurpose {
  return {
    async expectedCents(tx, payment) {
      const order = payment.metadata.checkoutId ? await findOrder(tx, payment.metadata.checkoutId) : undefined;
      return order ? order.totalCents : null;
    },
    apply: (tx: Tx, payment: PaymentCompleted, context: PaymentContext) =>
      applyOrderPayment(deps, tx, payment, context, confirmation),
    async release(tx, metadata) {
      if (metadata.checkoutId) await giveBackOrder(tx, metadata.checkoutId, 'released', 'payments');
    },
  };
}
