import { formatUsd } from '@cp/contracts/payments';
import { writeAudit } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail/types';
import type { PaymentHandler, PaymentPurpose, Payments } from '../../plugins/payments/types';
import { addPayment, findPaymentLinkAmount } from './repository';

/** Each payment through a link pays the link's amount: the invoice amount it was created for. */
export function linkPaymentPurpose(deps: { mailer: Mailer; payments: Payments }): PaymentPurpose {
  return {
    expectedCents: async (tx, payment) =>
      payment.paymentLinkId ? findPaymentLinkAmount(tx, payment.paymentLinkId) : null,
    apply: linkPaymentHandler(deps),
  };
}

/**
 * The handler for payments made through a payment link (Stripe's webhook or the local "Pay"),
 * inside their transaction: the payment is added to the link, a link paid in full is
 * deactivated, and its creator gets an email naming the invoice, the amount and the payer.
 */
export function linkPaymentHandler(deps: { mailer: Mailer; payments: Payments }): PaymentHandler {
  return async (tx, payment, context) => {
    if (!payment.paymentLinkId) return;
    const result = await addPayment(tx, payment.paymentLinkId, payment.amountTotalCents);
    if (!result) return;
    const { row, paidInFull, deactivatedNow } = result;
    const amount = formatUsd(payment.amountTotalCents);
    const payer =
      [payment.customerName, payment.customerEmail && `<${payment.customerEmail}>`].filter(Boolean).join(' ') ||
      'an unknown payer';
    const status = paidInFull
      ? 'paid in full'
      : `partially paid (${formatUsd(row.paidAmountCents)} of ${formatUsd(row.invoiceAmountCents)})`;
    await writeAudit(tx, {
      module: 'stripe',
      actor: payment.actor,
      target: row.invoiceId,
      message: `Received ${amount} from ${payer} through payment link ${row.id}; the invoice is ${status}.${deactivatedNow ? ' The link was deactivated.' : ''}`,
    });
    if (row.userId.includes('@')) {
      await deps.mailer.enqueue(tx, {
        to: row.userId,
        subject: `Payment received for invoice ${row.invoiceId}`,
        text: [
          `A payment of ${amount} was made for invoice ${row.invoiceId} by ${payer}.`,
          `The invoice is ${status}.`,
          deactivatedNow ? 'The payment link has been deactivated.' : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
      });
    }
    if (deactivatedNow) context.afterCommit(() => deps.payments.deactivatePaymentLink(row.id));
  };
}
