import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MailMessage, Mailer } from '../../plugins/mail/types';
import type { Payments, RefundRequest } from '../../plugins/payments/types';
import { storeOrderLines, storeOrders, storeProducts, storeVariants } from '../../db/schema';

/** A hoodie on sale in S and M (10 of each), or what the test names; returns its id and variant ids. */
export async function addProduct(
  db: Db,
  options: { variants?: { name: string; stock: number | null }[]; capacity?: number | null } = {},
) {
  const id = `product-${randomBytes(4).toString('hex')}`;
  const variants = options.variants ?? [
    { name: 'S', stock: 10 },
    { name: 'M', stock: 10 },
  ];
  await db.insert(storeProducts).values({
    id,
    type: 'merch',
    name: `Hoodie ${id}`,
    memberPriceCents: 2000,
    nonMemberPriceCents: 2500,
    capacity: options.capacity ?? null,
    salesOpenAt: new Date(Date.now() - 60_000),
  });
  const rows = await db
    .insert(storeVariants)
    .values(
      variants.map((variant, position) => ({
        productId: id,
        name: variant.name,
        position,
        memberPriceCents: 2000,
        nonMemberPriceCents: 2500,
        inventoryCount: variant.stock,
      })),
    )
    .returning({ id: storeVariants.id });
  return { id, variantIds: rows.map((row) => row.id) };
}

/**
 * An order as the checkout and its payment would leave it: its lines' units counted as held
 * (pending) or sold (paid) on their variants and product, so a refund has something to give back.
 */
export async function addOrder(
  db: Db,
  lines: { productId: string; variantId: string; quantity: number }[],
  options: {
    status?: 'pending' | 'paid';
    email?: string;
    discountCents?: number;
    paymentIntentId?: string | null;
    /** The order's id: a cart's `ord_…` unless the test names another (a ticket id, an old payment intent). */
    id?: string;
  } = {},
) {
  const status = options.status ?? 'paid';
  const id = options.id ?? `ord_${randomBytes(16).toString('hex')}`;
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * 2500, 0);
  const discount = options.discountCents ?? 0;
  await db.insert(storeOrders).values({
    id,
    email: options.email ?? 'buyer@example.com',
    status,
    subtotalCents: subtotal,
    discountCents: discount,
    totalCents: subtotal - discount,
    paymentIntentId:
      options.paymentIntentId === undefined ? (status === 'paid' ? `pi_${id}` : null) : options.paymentIntentId,
    expiresAt: new Date(Date.now() + 35 * 60_000),
    paidAt: status === 'paid' ? new Date() : null,
  });
  const rows = await db
    .insert(storeOrderLines)
    .values(
      lines.map((line, i) => ({
        orderId: id,
        ...line,
        unitPriceCents: 2500,
        discountCents: i === 0 ? discount : 0,
      })),
    )
    .returning({ id: storeOrderLines.id });
  const sold = status === 'paid' ? 1 : 0;
  for (const line of lines) {
    await db
      .update(storeVariants)
      .set({
        reserved: sql`${storeVariants.reserved} + ${line.quantity}`,
        sold: sql`${storeVariants.sold} + ${line.quantity * sold}`,
      })
      .where(eq(storeVariants.id, line.variantId));
    await db
      .update(storeProducts)
      .set({
        reserved: sql`${storeProducts.reserved} + ${line.quantity}`,
        sold: sql`${storeProducts.sold} + ${line.quantity * sold}`,
      })
      .where(eq(storeProducts.id, line.productId));
  }
  return { id, lineIds: rows.map((row) => row.id) };
}

/** A payments service that records the refunds it is asked for. */
export function recordingPayments() {
  const refunds: RefundRequest[] = [];
  const unused = async () => {
    throw new Error('not used by the store management tests');
  };
  const payments: Payments = {
    kind: 'local',
    createCheckoutSession: unused,
    createPaymentLink: unused,
    deactivatePaymentLink: unused,
    async refund(request) {
      refunds.push(request);
      return { id: `re_${request.paymentIntentId}` };
    },
  };
  return { payments, refunds };
}

/** A mailer that keeps what it was given to send. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async enqueue(_tx, message) {
      sent.push(message);
    },
    async flush() {},
  };
  return { mailer, sent };
}
