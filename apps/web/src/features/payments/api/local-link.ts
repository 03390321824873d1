import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  localPaymentLinkSchema,
  payLocalLinkResponse,
  type LocalPaymentLink,
  type PayLocalLinkRequest,
} from '@cp/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { localPaymentLinkPath } from '../local-provider';
import { localPaymentsQueryKey } from './query-keys';

/** GET /api/v1/payments/local/links/{id} */
export function getLocalPaymentLink(id: string, signal?: AbortSignal): Promise<LocalPaymentLink> {
  return apiRequest(localPaymentLinkPath(id), {
    schema: localPaymentLinkSchema,
    signal,
  });
}

export const localPaymentLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...localPaymentsQueryKey, 'link', id],
    queryFn: ({ signal }) => getLocalPaymentLink(id, signal),
    retry: false,
  });

export function useLocalPaymentLinkQuery(id: string) {
  return useQuery(localPaymentLinkQueryOptions(id));
}

/** POST /api/v1/payments/local/links/{id}/pay */
export function payLocalLink(id: string, payer: PayLocalLinkRequest) {
  return apiRequest(`${localPaymentLinkPath(id)}/pay`, {
    method: 'POST',
    body: payer,
    schema: payLocalLinkResponse,
  });
}

export function usePayLocalLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payer: PayLocalLinkRequest) => payLocalLink(id, payer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: localPaymentLinkQueryOptions(id).queryKey }),
  });
}
