import { eq } from 'drizzle-orm';
import { formatUsd } from '@cp/contracts/payments';
import type { Tx } from '../../db/client';
import { completedPayments, hostedPaymentLinks, paymentEvents } from '../../db/schema';
import { writeAudit } from '../audit';
import { metrics } from '../../lib/metrics';
import type { PaymentCompleted, PaymentHandlers, PaymentPurpose } from './types';

export class PaymentHandlerRegistry implements PaymentHandlers {
  private readonly handlers = new Map<string, PaymentPurpose>();

  register(purpose: string, handler: PaymentPurpose): void {
    if (this.handlers.has(purpose)) throw new Error(`A payment handler for "${purpose}" is already registered`);
    this.handlers.set(purpose, handler);
  }

  get(purpose: string): PaymentPurpose | undefined {
    return this.handlers.get(purpose);
  }

  /** A checkout that ended unpaid: its purpose gives back what it held (tickets), once. */
  async release(tx: Tx, metadata: Record<string, string>): Promise<void> {
    const purpose = metadata.purpose ? this.handlers.get(metadata.purpose) : undefined;
    await purpose?.release?.(tx, metadata);
  }
}

export type ApplyOutcome = 'applied' | 'duplicate-event' | 'already-paid' | 'no-purpose' | 'amount-mismatch';

export interface ApplyResult {
  outcome: ApplyOutcome;
  /** Tasks the handler asked to run once the transaction has committed. */
  afterCommit: (() => Promise<void>)[];
}

/**
 * The one path every completed payment takes, Stripe's webhook and the local "Pay" alike. Call
 * it inside a transaction. The event id is recorded first (its primary key decides between
 * concurrent deliveries: the second waits for the first to commit, then finds it), then the
 * payment per checkout session (so two different events about one session apply it once), then
 * the purpose's handler. A payment made through a payment link takes the link's metadata,
 * because Stripe copies none from a link to the sessions it creates.
 */
export async function applyPaymentCompleted(...args: Parameters<typeof applyOnce>): Promise<ApplyResult> {
  const result = await applyOnce(...args);
  // Counted once the transaction committed: every caller runs these tasks after its commit.
  result.afterCommit.unshift(async () => metrics.paymentOutcome(result.outcome));
  return result;
}

async function applyOnce(
  tx: Tx,
  registry: PaymentHandlerRegistry,
  provider: 'stripe' | 'local',
  eventType: string,
  payment: PaymentCompleted,
): Promise<ApplyResult> {
  const afterCommit: (() => Promise<void>)[] = [];
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId: payment.eventId, type: eventType })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (!fresh) return { outcome: 'duplicate-event', afterCommit };

  let metadata = payment.metadata;
  if (payment.paymentLinkId) {
    const [link] = await tx
      .select({ metadata: hostedPaymentLinks.metadata })
      .from(hostedPaymentLinks)
      .where(eq(hostedPaymentLinks.id, payment.paymentLinkId));
    if (link) metadata = { ...link.metadata, ...metadata };
  }
  const purpose = metadata.purpose;
  // A payment made outside the portal (e.g. a link created in Stripe's dashboard): not ours.
  if (!purpose) return { outcome: 'no-purpose', afterCommit };
  const handler = registry.get(purpose);
  if (!handler) throw new Error(`No payment handler is registered for "${purpose}"`);

  const [first] = await tx
    .insert(completedPayments)
    .values({
      checkoutSessionId: payment.checkoutSessionId,
      provider,
      eventId: payment.eventId,
      paymentIntentId: payment.paymentIntentId,
      paymentLinkId: payment.paymentLinkId,
      amountTotalCents: payment.amountTotalCents,
      customerEmail: payment.customerEmail,
      customerName: payment.customerName,
      purpose,
      metadata,
    })
    .onConflictDoNothing()
    .returning({ id: completedPayments.checkoutSessionId });
  if (!first) return { outcome: 'already-paid', afterCommit };

  const paid = { ...payment, metadata };
  const expected = await handler.expectedCents(tx, paid);
  if (payment.currency !== 'usd' || expected !== payment.amountTotalCents) {
    // Recorded as received (above) and audited, but nothing is applied: an officer refunds it.
    const asked = expected === null ? 'no payment was asked for' : `${formatUsd(expected)} USD was asked`;
    await writeAudit(tx, {
      module: 'stripe',
      actor: payment.actor,
      target: payment.checkoutSessionId,
      message: `Refused a payment of ${formatUsd(payment.amountTotalCents)} ${payment.currency.toUpperCase()} for ${purpose}: ${asked}; nothing was applied.`,
    });
    return { outcome: 'amount-mismatch', afterCommit };
  }
  await handler.apply(tx, paid, { afterCommit: (task) => afterCommit.push(task) });
  return { outcome: 'applied', afterCommit };
}

/** Runs the after-commit tasks; a failure is reported, never thrown (the payment is already applied). */
export async function runAfterCommit(tasks: (() => Promise<void>)[], onError: (error: unknown) => void): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onError(error);
    }
  }
}
