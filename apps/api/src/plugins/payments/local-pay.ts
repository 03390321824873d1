import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LocalCheckout, LocalPaymentLink, PayLocalLinkRequest } from '@cp/contracts/payments';
import type { Db } from '../../db/client';
import { hostedPaymentLinks, localCheckouts } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { applyPaymentCompleted, runAfterCommit, type PaymentHandlerRegistry } from './apply-payment';
import { localId } from './local-provider';
import { paymentsNotSetUp } from './unavailable';

export interface LocalPayDeps {
  db: Db;
  handlers: PaymentHandlerRegistry;
  /** False when payments are off (decision 0036): a local session left from before is never paid. */
  available: boolean;
  onAfterCommitError: (error: unknown) => void;
}

const localActor = 'local-payments';

export const localCheckoutExpiredMessage = 'This checkout has expired. Start a new checkout to buy.';

const notExpired = or(isNull(localCheckouts.expiresAt), gt(localCheckouts.expiresAt, sql`now()`));
const expiredNow = (row: { status: string; expiresAt: Date | null }) =>
  row.status === 'open' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();

export async function getLocalCheckout(db: Db, id: string): Promise<LocalCheckout> {
  const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
  // Sessions made for a payment link are that link's payments, not pages of their own.
  if (!row || row.paymentLinkId) throw notFound('Checkout not found.');
  const { lineItems, amountTotalCents, customerEmail } = row;
  // An open session past its hold is shown as expired: the page offers no Pay.
  const status = expiredNow(row) ? 'expired' : row.status;
  return { id: row.id, status, lineItems, amountTotalCents, customerEmail };
}

export async function getLocalPaymentLink(db: Db, id: string): Promise<LocalPaymentLink> {
  const [row] = await db
    .select()
    .from(hostedPaymentLinks)
    .where(and(eq(hostedPaymentLinks.id, id), eq(hostedPaymentLinks.provider, 'local')));
  if (!row) throw notFound('Payment link not found.');
  return { id: row.id, name: row.name, amountCents: row.amountCents, active: row.active };
}

/**
 * "Pay" on /checkout/{id}: the open session becomes paid (a conditional update, so two clicks
 * pay once) and the payment goes through the same path as Stripe's webhook, in one transaction.
 */
export async function payLocalCheckout(deps: LocalPayDeps, id: string): Promise<{ redirectTo: string }> {
  if (!deps.available) throw paymentsNotSetUp();
  const { redirectTo, afterCommit } = await deps.db.transaction(async (tx) => {
    // Only before its hold ends: a session paid later would buy what was given back (decision 0036).
    const [paid] = await tx
      .update(localCheckouts)
      .set({ status: 'paid', paymentIntentId: localId('pi'), completedAt: sql`now()` })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open'), notExpired))
      .returning();
    if (!paid) {
      const [row] = await tx.select().from(localCheckouts).where(eq(localCheckouts.id, id));
      if (!row || row.paymentLinkId) throw notFound('Checkout not found.');
      if (row.status === 'cancelled') throw conflict('This checkout was cancelled.');
      if (row.status === 'open') throw conflict(localCheckoutExpiredMessage);
      return { redirectTo: row.successUrl, afterCommit: [] };
    }
    const result = await applyPaymentCompleted(tx, deps.handlers, 'local', 'checkout.session.completed', {
      eventId: localId('evt'),
      checkoutSessionId: paid.id,
      paymentLinkId: null,
      paymentIntentId: paid.paymentIntentId!,
      amountTotalCents: paid.amountTotalCents,
      currency: 'usd',
      customerEmail: paid.customerEmail,
      customerName: null,
      metadata: paid.metadata,
      actor: localActor,
    });
    return { redirectTo: paid.successUrl, afterCommit: result.afterCommit };
  });
  await runAfterCommit(afterCommit, deps.onAfterCommitError);
  return { redirectTo };
}

/** "Cancel" on /checkout/{id}: the session closes and what it held (tickets) is given back at once. */
export async function cancelLocalCheckout(
  deps: Pick<LocalPayDeps, 'db' | 'handlers'>,
  id: string,
): Promise<{ redirectTo: string }> {
  const { db } = deps;
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(localCheckouts)
      .set({ status: 'cancelled', completedAt: sql`now()` })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
      .returning();
    if (row) await deps.handlers.release(tx, row.metadata);
    return row;
  });
  if (cancelled) return { redirectTo: cancelled.cancelUrl };
  const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
  if (!row || row.paymentLinkId) throw notFound('Checkout not found.');
  if (row.status === 'paid') throw conflict('This checkout is already paid.');
  return { redirectTo: row.cancelUrl };
}

/**
 * "Pay" on /pay/{id}: a payment link can be paid many times, each a checkout session of its own.
 * The page sends one attempt id per visit, so a double click or a retried request pays once.
 */
export async function payLocalLink(
  deps: LocalPayDeps,
  id: string,
  payer: PayLocalLinkRequest,
): Promise<{ paid: true; amountCents: number }> {
  if (!deps.available) throw paymentsNotSetUp();
  const { amountCents, afterCommit } = await deps.db.transaction(async (tx) => {
    // Locked, so a payment and a deactivation (or a second payment) of one link take turns.
    const [link] = await tx
      .select()
      .from(hostedPaymentLinks)
      .where(and(eq(hostedPaymentLinks.id, id), eq(hostedPaymentLinks.provider, 'local')))
      .for('update');
    if (!link) throw notFound('Payment link not found.');
    const idempotencyKey = `link:${link.id}:${payer.attemptId}`;
    const [existing] = await tx
      .select({ id: localCheckouts.id })
      .from(localCheckouts)
      .where(eq(localCheckouts.idempotencyKey, idempotencyKey));
    if (existing) return { amountCents: link.amountCents, afterCommit: [] };
    if (!link.active) throw conflict('This payment link is no longer active.');
    const [session] = await tx
      .insert(localCheckouts)
      .values({
        id: localId('cs'),
        idempotencyKey,
        lineItems: [{ name: link.name, unitAmountCents: link.amountCents, quantity: 1 }],
        amountTotalCents: link.amountCents,
        customerEmail: payer.email,
        metadata: link.metadata,
        successUrl: link.url,
        cancelUrl: link.url,
        status: 'paid',
        paymentLinkId: link.id,
        paymentIntentId: localId('pi'),
        completedAt: sql`now()`,
      })
      .returning();
    const result = await applyPaymentCompleted(tx, deps.handlers, 'local', 'checkout.session.completed', {
      eventId: localId('evt'),
      checkoutSessionId: session!.id,
      paymentLinkId: link.id,
      paymentIntentId: session!.paymentIntentId!,
      amountTotalCents: link.amountCents,
      currency: 'usd',
      customerEmail: payer.email,
      customerName: payer.name,
      metadata: {},
      actor: localActor,
    });
    return { amountCents: link.amountCents, afterCommit: result.afterCommit };
  });
  await runAfterCommit(afterCommit, deps.onAfterCommitError);
  return { paid: true, amountCents };
}
