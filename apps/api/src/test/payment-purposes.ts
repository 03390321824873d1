import { writeAudit } from '../plugins/audit';
import type { PaymentCompleted, PaymentHandler, PaymentPurpose } from '../plugins/payments/types';

/** A purpose for tests of the payment path itself: it asks for whatever was paid, so `apply` is what runs. */
export const testPurpose = (apply: PaymentHandler): PaymentPurpose => ({
  expectedCents: async (_tx, payment) => payment.amountTotalCents,
  apply,
});

/**
 * A test purpose that writes one audit entry (module `stripe`, the session as target) in the
 * payment's transaction, then runs `then` there: a test sees whether the payment's work committed.
 */
export const auditingPurpose = (message: string, then?: PaymentHandler) =>
  testPurpose(async (tx, payment: PaymentCompleted, context) => {
    await writeAudit(tx, { module: 'stripe', actor: payment.actor, target: payment.checkoutSessionId, message });
    await then?.(tx, payment, context);
  });
