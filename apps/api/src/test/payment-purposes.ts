import type { PaymentHandler, PaymentPurpose } from '../plugins/payments/types';

/** A purpose for tests of the payment path itself: it asks for whatever was paid, so `apply` is what runs. */
export const testPurpose = (apply: PaymentHandler): PaymentPurpose => ({
  expectedCents: async (_tx, payment) => payment.amountTotalCents,
  apply,
});
