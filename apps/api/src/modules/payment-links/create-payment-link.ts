import { randomUUID } from 'node:crypto';
import type { CreatePaymentLinkRequest } from '@cp/contracts/payment-links';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import type { Payments } from '../../plugins/payments/types';
import type { PaymentLinkViewer } from './access';
import { insertPaymentLink } from './repository';

export const paymentLinkPurpose = 'payment-link';

/** POST /api/v1/stripe/paymentLinks: a link at the provider, then our row and its audit entry. */
export async function createPaymentLink(
  deps: { db: Db; payments: Payments },
  viewer: PaymentLinkViewer,
  input: CreatePaymentLinkRequest,
): Promise<{ id: string; link: string }> {
  const hosted = await deps.payments.createPaymentLink({
    name: `Invoice ${input.invoiceId}`,
    amountCents: input.invoiceAmountUsd,
    metadata: { purpose: paymentLinkPurpose, invoiceId: input.invoiceId, createdBy: viewer.username },
    idempotencyKey: randomUUID(),
  });
  await deps.db.transaction(async (tx) => {
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
