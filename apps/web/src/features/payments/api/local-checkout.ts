import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localCheckoutSchema, localRedirectResponse, type LocalCheckout } from '@cp/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { localCheckoutPath } from '../local-provider';
import { localPaymentsQueryKey } from './query-keys';

/** GET /api/v1/payments/local/checkouts/{id} */
export function getLocalCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckout> {
  return apiRequest(localCheckoutPath(id), {
    schema: localCheckoutSchema,
    signal,
  });
}

export const localCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...localPaymentsQueryKey, 'checkout', id],
    queryFn: ({ signal }) => getLocalCheckout(id, signal),
    retry: false,
  });

export function useLocalCheckoutQuery(id: string) {
  return useQuery(localCheckoutQueryOptions(id));
}

/** POST /api/v1/payments/local/checkouts/{id}/pay or /cancel: answers where to go next. */
export function finishLocalCheckout(id: string, action: 'pay' | 'cancel'): Promise<{ redirectTo: string }> {
  return apiRequest(`${localCheckoutPath(id)}/${action}`, {
    method: 'POST',
    schema: localRedirectResponse,
  });
}

export function useFinishLocalCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') => finishLocalCheckout(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: localCheckoutQueryOptions(id).queryKey }),
  });
}
