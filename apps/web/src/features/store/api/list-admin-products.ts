import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminProductsResponse, type Product } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { adminProductsQueryKey } from './query-keys';

/** GET /api/v1/store/admin/products: every product, on sale or not (managers). */
export async function listAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return (await apiRequest('/api/v1/store/admin/products', { schema: listAdminProductsResponse, signal })).products;
}

export const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: [...adminProductsQueryKey, 'list'], queryFn: ({ signal }) => listAdminProducts(signal) });

export function useAdminProductsQuery() {
  return useQuery(adminProductsQueryOptions());
}
