import type { CreatePaymentLinkRequest } from '@cp/contracts/payment-links';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { createPaymentLinkRecorded } from '../../plugins/payments/intents';
import type { Payments } from '../../plugins/payments/types';
import { assertPaymentsAvailable } from '../../plugins/payments/unavailable';
import { insertPaymentLink } from './repository';
import type { Acting } from '../../plugins/auth';

export const paymentLinkPurpose = 'payment-link';

/**
 * POST /api/v1/stripe/paymentLinks: the intent, the link at the provider, then our row and its
 * audit entry; a link the portal failed to record is deactivated (decision 0008).
 */
export async function createPaymentLink(
  deps: { db: Db; payments: Payments },
  viewer: Acting,
  input: CreatePaymentLinkRequest,
): Promise<{ id: string; link: string }> {
  assertPaymentsAvailable(deps.payments);
  const request = {
    name: `Invoice ${input.invoiceId}`,
    amountCents: input.invoiceAmountUsd,
    metadata: { purpose: paymentLinkPurpose, invoiceId: input.invoiceId, createdBy: viewer.username },
  };
  const hosted = await createPaymentLinkRecorded(deps, request, async (tx, hosted) => {
    await insertPaymentLink(tx, {
      id: hosted.id,
      invoiceId: input.invoiceId,
      invoiceAmountCents: input.invoiceAmountUsd,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      userId: viewer.username,
      url: hosted.url,
    });
    await writeAudit(tx, {
      module: 'stripe',
      actor: viewer.username,
      target: input.invoiceId,
      message: `Created payment link ${hosted.id} for ${input.invoiceAmountUsd} cents (contact ${input.contactName} <${input.contactEmail}>).`,
      requestId: viewer.requestId,
    });
  });
  return { id: hosted.id, link: hosted.url };
}
