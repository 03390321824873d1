import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { paymentLinkRetentionDays, type PaymentLink } from '@cp/contracts/payment-links';
import type { Db, Tx } from '../../db/client';
import { paymentLinks } from '../../db/schema';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
type Executor = Db | Tx;

const retentionCutoff = () => new Date(Date.now() - paymentLinkRetentionDays * 86_400_000);

export function toPaymentLink(row: PaymentLinkRow): PaymentLink {
  return {
    id: row.id,
    active: row.active,
    invoiceId: row.invoiceId,
    invoiceAmountUsd: row.invoiceAmountCents,
    paidAmountUsd: row.paidAmountCents,
    userId: row.userId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
    link: row.url,
  };
}

/** Newest first; links deactivated more than 90 days ago are gone even before the retention job runs. */
export async function listPaymentLinkRows(db: Executor, owner: string | null): Promise<PaymentLinkRow[]> {
  const visible = or(isNull(paymentLinks.deactivatedAt), gt(paymentLinks.deactivatedAt, retentionCutoff()));
  return db
    .select()
    .from(paymentLinks)
    .where(owner === null ? visible : and(visible, eq(paymentLinks.userId, owner)))
    .orderBy(desc(paymentLinks.createdAt));
}

export async function findPaymentLink(db: Executor, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row;
}

export async function insertPaymentLink(tx: Tx, row: typeof paymentLinks.$inferInsert): Promise<PaymentLinkRow> {
  const [inserted] = await tx.insert(paymentLinks).values(row).returning();
  return inserted!;
}

/** Deactivates an active link; undefined when it was inactive already (the condition decides races). */
export async function deactivateRow(tx: Tx, id: string): Promise<PaymentLinkRow | undefined> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ active: false, deactivatedAt: sql`now()` })
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.active, true)))
    .returning();
  return row;
}

/**
 * Adds a payment in one statement; a link paid in full becomes inactive in the same statement.
 * Returns the row after, and whether this payment is the one that deactivated it.
 */
export async function findPaymentLinkAmount(tx: Tx, id: string): Promise<number | null> {
  const [row] = await tx
    .select({ cents: paymentLinks.invoiceAmountCents })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, id));
  return row?.cents ?? null;
}

export async function addPayment(
  tx: Tx,
  id: string,
  cents: number,
): Promise<{ row: PaymentLinkRow; paidInFull: boolean; deactivatedNow: boolean } | undefined> {
  const [before] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for('update');
  if (!before) return undefined;
  const paid = before.paidAmountCents + cents;
  const paidInFull = paid >= before.invoiceAmountCents;
  const [row] = await tx
    .update(paymentLinks)
    .set({
      paidAmountCents: sql`${paymentLinks.paidAmountCents} + ${cents}`,
      ...(paidInFull && before.active ? { active: false, deactivatedAt: sql`now()` } : {}),
    })
    .where(eq(paymentLinks.id, id))
    .returning();
  return { row: row!, paidInFull, deactivatedNow: paidInFull && before.active };
}

export async function deleteExpiredPaymentLinks(db: Db): Promise<void> {
  await db.delete(paymentLinks).where(lt(paymentLinks.deactivatedAt, retentionCutoff()));
}

/**
 * For the officers' home: active links not yet paid in full, those of `owner` only unless null
 * (everyone's); a scalar subquery to run inside a larger statement.
 */
export function unpaidLinkCountSql(owner: string | null): SQL {
  return sql`(select count(*)::int from ${paymentLinks} where ${paymentLinks.active}
    and ${paymentLinks.paidAmountCents} < ${paymentLinks.invoiceAmountCents}
    ${owner === null ? sql`` : sql`and ${paymentLinks.userId} = ${owner}`})`;
}
