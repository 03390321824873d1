import { queryOptions, useQuery } from '@tanstack/react-query';
import { productStatsSchema, type ProductStats } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { adminProductsQueryKey } from './query-keys';

/** GET /api/v1/store/admin/products/{productId}/stats: totals per variant and sales per day. */
export function getProductStats(productId: string, signal?: AbortSignal): Promise<ProductStats> {
  return apiRequest(`/api/v1/store/admin/products/${encodeURIComponent(productId)}/stats`, {
    schema: productStatsSchema,
    signal,
  });
}

export const productStatsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductsQueryKey, productId, 'stats'],
    queryFn: ({ signal }) => getProductStats(productId, signal),
  });

export function useProductStatsQuery(productId: string) {
  return useQuery(productStatsQueryOptions(productId));
}
