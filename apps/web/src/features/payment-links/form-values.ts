import {
  paymentLinkFormSchema,
  toCreatePaymentLinkRequest,
  type CreatePaymentLinkRequest,
  type PaymentLinkFormValues,
} from '@cp/contracts/payment-links';

/** What the create form edits: the amount input holds '' until a number is typed. */
export type CreatePaymentLinkFormValues = Omit<PaymentLinkFormValues, 'invoiceAmountDollars'> & {
  invoiceAmountDollars: number | string;
};

export const emptyPaymentLinkValues: CreatePaymentLinkFormValues = {
  invoiceId: '',
  invoiceAmountDollars: '',
  contactName: '',
  contactEmail: '',
};

/** The request body once the form is valid: the contract's own parse, dollars sent as cents. */
export function toCreateRequest(values: CreatePaymentLinkFormValues): CreatePaymentLinkRequest {
  const parsed = paymentLinkFormSchema.parse({ ...values, invoiceAmountDollars: Number(values.invoiceAmountDollars) });
  return toCreatePaymentLinkRequest(parsed);
}
