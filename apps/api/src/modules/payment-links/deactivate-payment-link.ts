import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Payments } from '../../plugins/payments/types';
import { canManagePaymentLink } from './access';
import { deactivateRow, findPaymentLink } from './repository';
import type { Acting } from '../../plugins/auth';

/**
 * DELETE /api/v1/stripe/paymentLinks/{id}: deactivates at the provider first (so a link we show
 * as inactive can no longer be paid), then in our table. Deactivating an inactive link is a no-op.
 */
export async function deactivatePaymentLink(
  deps: { db: Db; payments: Payments },
  viewer: Acting,
  id: string,
): Promise<void> {
  const row = await findPaymentLink(deps.db, id);
  if (!row) throw notFound('Payment link not found.');
  if (!canManagePaymentLink(viewer, row)) throw forbidden('You may not deactivate this payment link.');
  if (!row.active) return;
  await deps.payments.deactivatePaymentLink(id);
  await deps.db.transaction(async (tx) => {
    const changed = await deactivateRow(tx, id);
    if (!changed) return;
    await writeAudit(tx, {
      module: 'stripe',
      actor: viewer.username,
      target: row.invoiceId,
      message: `Deactivated payment link ${id}.`,
      requestId: viewer.requestId,
    });
  });
}
