import { z } from 'zod';
export { paymentLinkRoles } from '../roles';

/** Deactivated links disappear from the list after this many days (spec/decisions.md). */
export const paymentLinkRetentionDays = 90;

export const minimumInvoiceCents = 50;
/** Stripe's largest single charge in USD ($999,999.99). */
export const maximumInvoiceCents = 99_999_999;
const amountMessage = 'Amount must be at least $0.50';

/** A payment link as the API returns it (spec section 3, plus what has been paid so far). */
export const paymentLinkSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  invoiceId: z.string(),
  /** Cents. */
  invoiceAmountUsd: z.number().int(),
  /** Cents paid so far. */
  paidAmountUsd: z.number().int(),
  /** The creator's username. */
  userId: z.string(),
  /** Who the invoice is for, as given when the link was created. */
  contactName: z.string(),
  contactEmail: z.string(),
  createdAt: z.iso.datetime(),
  link: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** GET /api/v1/stripe/paymentLinks */
export const listPaymentLinksResponse = z.array(paymentLinkSchema);

const invoiceId = z
  .string()
  .trim()
  .min(1, 'Invoice ID is required')
  .max(100, 'Invoice ID must be at most 100 characters');
const contactName = z
  .string()
  .trim()
  .min(1, 'Contact name is required')
  .max(200, 'Contact name must be at most 200 characters');
const contactEmail = z.string().trim().pipe(z.email('Invalid email').max(254, 'Invalid email'));

/** POST /api/v1/stripe/paymentLinks (amounts in cents). */
export const createPaymentLinkRequest = z.object({
  invoiceId,
  invoiceAmountUsd: z
    .number(amountMessage)
    .int('Amount must be a whole number of cents')
    .min(minimumInvoiceCents, amountMessage)
    .max(maximumInvoiceCents, 'Amount must be at most $999,999.99'),
  contactName,
  contactEmail,
});
export type CreatePaymentLinkRequest = z.infer<typeof createPaymentLinkRequest>;

export const createPaymentLinkResponse = z.object({ id: z.string(), link: z.string() });

/** The create form: the same fields and messages, with the amount typed in dollars. */
export const paymentLinkFormSchema = z.object({
  invoiceId,
  invoiceAmountDollars: z
    .number(amountMessage)
    .min(minimumInvoiceCents / 100, amountMessage)
    .max(maximumInvoiceCents / 100, 'Amount must be at most $999,999.99'),
  contactName,
  contactEmail,
});
export type PaymentLinkFormValues = z.input<typeof paymentLinkFormSchema>;

/** Dollars as typed, to whole cents (12.345 rounds to 1235). */
// Shifted by the decimal exponent, not multiplied: 1.005 * 100 is 100.49999... in binary floating point.
export const dollarsToCents = (dollars: number) =>
  String(dollars).includes('e') ? Math.round(dollars * 100) : Math.round(Number(`${dollars}e2`));

export function toCreatePaymentLinkRequest(values: z.output<typeof paymentLinkFormSchema>): CreatePaymentLinkRequest {
  const { invoiceAmountDollars, ...rest } = values;
  return { ...rest, invoiceAmountUsd: dollarsToCents(invoiceAmountDollars) };
}

export const paymentLinkIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,100}$/, 'Not a valid payment link id.'),
});
