import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCodeRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { promoCodesQueryKey } from './query-keys';

/** POST /api/v1/store/admin/promoCodes. */
export function createPromoCode(body: PromoCodeRequest) {
  return apiRequest('/api/v1/store/admin/promoCodes', { method: 'POST', body });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
