import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { providerIntents } from '../../db/schema';
import type { HostedPayment, PaymentLinkRequest, Payments } from './types';

/**
 * Creates a payment link at the provider so that no payable link can exist that the portal does
 * not know (decision 0008). The intent is committed first; the link and whatever `record` writes
 * replace it in one transaction. If that transaction fails, the link is deactivated at once; if
 * the process dies in between, the intent stays for `reconcileIntents`.
 */
export async function createPaymentLinkRecorded(
  deps: { db: Db; payments: Payments },
  request: Omit<PaymentLinkRequest, 'idempotencyKey'>,
  record: (tx: Tx, hosted: HostedPayment) => Promise<void>,
): Promise<HostedPayment> {
  const key = randomUUID();
  await deps.db.insert(providerIntents).values({ key, request });
  // A failing call leaves the intent: the link may exist all the same (a timeout after Stripe made it).
  const hosted = await deps.payments.createPaymentLink({ ...request, idempotencyKey: key });
  try {
    await deps.db.transaction(async (tx) => {
      await record(tx, hosted);
      await tx.delete(providerIntents).where(eq(providerIntents.key, key));
    });
  } catch (error) {
    await deps.payments.deactivatePaymentLink(hosted.id);
    await deps.db.delete(providerIntents).where(eq(providerIntents.key, key));
    throw error;
  }
  return hosted;
}

/**
 * Intents older than `graceMs` belong to a request that died between the provider and the
 * portal's row: the call is replayed with its idempotency key (the provider answers with the link
 * it made, or makes it now) and that link is deactivated. Nobody was told of it, so nobody loses it.
 */
export async function reconcileIntents(deps: { db: Db; payments: Payments }, graceMs: number): Promise<number> {
  const stale = await deps.db
    .select()
    .from(providerIntents)
    .where(lt(providerIntents.createdAt, new Date(Date.now() - graceMs)));
  for (const intent of stale) {
    const hosted = await deps.payments.createPaymentLink({ ...intent.request, idempotencyKey: intent.key });
    await deps.payments.deactivatePaymentLink(hosted.id);
    await deps.db.delete(providerIntents).where(eq(providerIntents.key, intent.key));
  }
  return stale.length;
}
