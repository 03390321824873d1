import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { completedPayments, hostedPaymentLinks, localCheckouts, localRefunds } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { metrics } from '../../lib/metrics';
import { checkCheckoutRequest, checkPaymentLinkRequest } from './requests';
import type { CheckoutRequest, HostedPayment, PaymentLinkRequest, Payments, RefundRequest } from './types';

export const localId = (prefix: 'cs' | 'plink' | 'pi' | 're' | 'evt') =>
  `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * The default provider: payments kept in our own tables, paid on our own pages (/checkout/{id},
 * /pay/{id}). Idempotency keys are unique columns, so a retried call returns the first result.
 */
export class LocalPayments implements Payments {
  readonly kind = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async createCheckoutSession(request: CheckoutRequest): Promise<HostedPayment> {
    const total = checkCheckoutRequest(request);
    const [created] = await this.db
      .insert(localCheckouts)
      .values({
        id: localId('cs'),
        idempotencyKey: request.idempotencyKey,
        lineItems: request.lineItems,
        amountTotalCents: total,
        customerEmail: request.customerEmail ?? null,
        metadata: request.metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: localCheckouts.id });
    const id =
      created?.id ??
      (
        await this.db
          .select({ id: localCheckouts.id })
          .from(localCheckouts)
          .where(eq(localCheckouts.idempotencyKey, request.idempotencyKey))
      )[0]!.id;
    metrics.checkouts.inc({ stage: 'started' });
    return { id, url: `${this.publicUrl}/checkout/${id}` };
  }

  async createPaymentLink(request: PaymentLinkRequest): Promise<HostedPayment> {
    checkPaymentLinkRequest(request);
    const id = localId('plink');
    const [created] = await this.db
      .insert(hostedPaymentLinks)
      .values({
        id,
        provider: 'local',
        idempotencyKey: request.idempotencyKey,
        name: request.name,
        amountCents: request.amountCents,
        metadata: request.metadata,
        url: `${this.publicUrl}/pay/${id}`,
      })
      .onConflictDoNothing()
      .returning();
    const row =
      created ??
      (
        await this.db
          .select()
          .from(hostedPaymentLinks)
          .where(eq(hostedPaymentLinks.idempotencyKey, request.idempotencyKey))
      )[0]!;
    return { id: row.id, url: row.url };
  }

  async deactivatePaymentLink(id: string): Promise<void> {
    const rows = await this.db
      .update(hostedPaymentLinks)
      .set({ active: false })
      .where(and(eq(hostedPaymentLinks.id, id), eq(hostedPaymentLinks.provider, 'local')))
      .returning({ id: hostedPaymentLinks.id });
    if (rows.length === 0) throw notFound('Payment link not found.');
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: localRefunds.id })
        .from(localRefunds)
        .where(eq(localRefunds.idempotencyKey, request.idempotencyKey));
      if (existing) return existing;
      // The payment row is locked, so two refunds of one payment are checked one after the other.
      const [payment] = await tx
        .select()
        .from(completedPayments)
        .where(
          and(eq(completedPayments.paymentIntentId, request.paymentIntentId), eq(completedPayments.provider, 'local')),
        )
        .for('update');
      if (!payment) throw notFound('Payment not found.');
      const [{ refunded }] = (await tx
        .select({ refunded: sql<number>`coalesce(sum(${localRefunds.amountCents}), 0)::int` })
        .from(localRefunds)
        .where(eq(localRefunds.paymentIntentId, request.paymentIntentId))) as [{ refunded: number }];
      const amount = request.amountCents ?? payment.amountTotalCents - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > payment.amountTotalCents)
        throw badRequest('The refund is more than what is left of the payment.');
      const [row] = await tx
        .insert(localRefunds)
        .values({
          id: localId('re'),
          idempotencyKey: request.idempotencyKey,
          paymentIntentId: request.paymentIntentId,
          amountCents: amount,
          metadata: request.metadata ?? {},
        })
        .onConflictDoNothing()
        .returning({ id: localRefunds.id });
      if (row) return row;
      const [again] = await tx
        .select({ id: localRefunds.id })
        .from(localRefunds)
        .where(eq(localRefunds.idempotencyKey, request.idempotencyKey));
      return again!;
    });
  }
}
