import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { promoCodesQueryKey } from './query-keys';

/** DELETE /api/v1/store/admin/promoCodes/{code}. */
export function deletePromoCode(code: string) {
  return apiRequest(`/api/v1/store/admin/promoCodes/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
