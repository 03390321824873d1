import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPaymentLinkResponse, type CreatePaymentLinkRequest } from '@cp/contracts/payment-links';
import { apiRequest } from '../../../lib/api-client';
import { paymentLinksQueryKey } from './query-keys';

/** POST /api/v1/stripe/paymentLinks (amount in cents). */
export function createPaymentLink(input: CreatePaymentLinkRequest) {
  return apiRequest('/api/v1/stripe/paymentLinks', { method: 'POST', body: input, schema: createPaymentLinkResponse });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinksQueryKey }),
  });
}
