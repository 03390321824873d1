import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPaymentLinksResponse, type PaymentLink } from '@cp/contracts/payment-links';
import { apiRequest } from '../../../lib/api-client';
import { paymentLinksQueryKey } from './query-keys';

/** GET /api/v1/stripe/paymentLinks */
export function listPaymentLinks(signal?: AbortSignal): Promise<PaymentLink[]> {
  return apiRequest('/api/v1/stripe/paymentLinks', { schema: listPaymentLinksResponse, signal });
}

export const paymentLinksQueryOptions = () =>
  queryOptions({ queryKey: [...paymentLinksQueryKey, 'list'], queryFn: ({ signal }) => listPaymentLinks(signal) });

export function usePaymentLinksQuery() {
  return useQuery(paymentLinksQueryOptions());
}
