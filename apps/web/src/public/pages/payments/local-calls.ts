import type { LocalCheckout, LocalPaymentLink } from '@cp/contracts/payments';
import type { PayerFields } from '@cp/contracts/local-payer';
import { apiRequest } from '../../../lib/api-client';
import { localCheckoutPath, localPaymentLinkPath } from '../../../features/payments/local-provider';
import { loadEarly } from '../../use-load';

// The local provider's calls for the light pages: the portal's paths, plain fetch, no schema
// (decision 0032: zod would double the bundle); the types say what the server answers.

export const checkoutKey = (id: string) => `local-checkout:${id}`;
export const loadCheckout = (id: string) => apiRequest<LocalCheckout>(localCheckoutPath(id));
export const prefetchCheckout = ({ id = '' }: Record<string, string>) =>
  loadEarly(checkoutKey(id), () => loadCheckout(id));

/** Pays or cancels; the answer says where the buyer goes next (the store's or membership's page). */
export const finishCheckout = (id: string, action: 'pay' | 'cancel') =>
  apiRequest<{ redirectTo: string }>(`${localCheckoutPath(id)}/${action}`, { method: 'POST' });

export const paymentLinkKey = (id: string) => `local-link:${id}`;
export const loadPaymentLink = (id: string) => apiRequest<LocalPaymentLink>(localPaymentLinkPath(id));
export const prefetchPaymentLink = ({ id = '' }: Record<string, string>) =>
  loadEarly(paymentLinkKey(id), () => loadPaymentLink(id));

/** `attemptId` is one per visit: a double click or a retry pays once. */
export const payPaymentLink = (id: string, payer: PayerFields & { attemptId: string }) =>
  apiRequest<{ paid: true; amountCents: number }>(`${localPaymentLinkPath(id)}/pay`, { method: 'POST', body: payer });
