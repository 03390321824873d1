import { z } from 'zod';
import { payerEmailMaxLength, payerEmailPattern, payerMessages, payerNameMaxLength } from '../local-payer';

export { formatUsd } from '../money';

/**
 * How this portal takes money (GET /api/v1/clientConfig `payments`, readyz `payments`): Stripe, the
 * local test checkout (no card, no money), or not at all (production without Stripe, decision 0036).
 */
export const paymentsModes = ['stripe', 'local', 'off'] as const;
export type PaymentsMode = (typeof paymentsModes)[number];

/** Every checkout, payment link and membership payment answers this (503) when payments are off. */
export const paymentsNotSetUpMessage = 'Payments are not set up on this portal.';

/**
 * The local payment provider's public API, behind the pages /checkout/{id} and /pay/{id}
 * (no sign-in: whoever holds the link pays). Amounts are in cents.
 */
export const localPaymentId = z.string().regex(/^(cs|plink)_local_[0-9a-f]{24}$/, 'Not a valid payment id.');

export const localIdParams = z.object({ id: localPaymentId });

export const localLineItemSchema = z.object({
  name: z.string(),
  unitAmountCents: z.number().int(),
  quantity: z.number().int(),
});

/** GET /api/v1/payments/local/checkouts/{id} */
export const localCheckoutSchema = z.object({
  id: z.string(),
  // 'expired': open, but its hold ended: it takes no payment (decision 0036).
  status: z.enum(['open', 'paid', 'cancelled', 'expired']),
  lineItems: z.array(localLineItemSchema),
  amountTotalCents: z.number().int(),
  customerEmail: z.string().nullable(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

/** POST /api/v1/payments/local/checkouts/{id}/pay and .../cancel: where the page goes next. */
export const localRedirectResponse = z.object({ redirectTo: z.string() });

/** GET /api/v1/payments/local/links/{id} */
export const localPaymentLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  active: z.boolean(),
});
export type LocalPaymentLink = z.infer<typeof localPaymentLinkSchema>;

/** POST /api/v1/payments/local/links/{id}/pay: the payer, and one id per page visit (a double click pays once). */
export const payLocalLinkRequest = z.object({
  attemptId: z.uuid('Not a valid attempt id.'),
  name: z.string().trim().min(1, payerMessages.nameRequired).max(payerNameMaxLength, payerMessages.nameTooLong),
  email: z
    .email({ pattern: payerEmailPattern, error: payerMessages.invalidEmail })
    .max(payerEmailMaxLength, payerMessages.invalidEmail),
});
export type PayLocalLinkRequest = z.infer<typeof payLocalLinkRequest>;

export const payLocalLinkResponse = z.object({ paid: z.literal(true), amountCents: z.number().int() });
