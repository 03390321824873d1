import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentLinksQueryKey } from './query-keys';

/** DELETE /api/v1/stripe/paymentLinks/{id} */
export async function deactivatePaymentLink(id: string): Promise<void> {
  await apiRequest(`/api/v1/stripe/paymentLinks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** One request per selected link, run together; resolves with the ids that failed. */
export async function deactivatePaymentLinks(ids: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(ids.map(deactivatePaymentLink));
  return ids.filter((_, index) => results[index]!.status === 'rejected');
}

export function useDeactivatePaymentLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePaymentLinks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentLinksQueryKey }),
  });
}
