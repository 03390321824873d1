import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProductsResponse, type PublicProduct } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/** GET /api/v1/store/products: what is on sale now, public. */
export async function listProducts(signal?: AbortSignal): Promise<PublicProduct[]> {
  return (await apiRequest('/api/v1/store/products', { schema: listProductsResponse, signal })).products;
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: [...storeQueryKey, 'products'], queryFn: ({ signal }) => listProducts(signal) });

export function useProductsQuery() {
  return useQuery(productsQueryOptions());
}
