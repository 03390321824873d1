import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPromoCodesResponse, type PromoCode } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { promoCodesQueryKey } from './query-keys';

/** GET /api/v1/store/admin/promoCodes. */
export async function listPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return (await apiRequest('/api/v1/store/admin/promoCodes', { schema: listPromoCodesResponse, signal })).promoCodes;
}

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: promoCodesQueryKey, queryFn: ({ signal }) => listPromoCodes(signal) });

export function usePromoCodesQuery() {
  return useQuery(promoCodesQueryOptions());
}
