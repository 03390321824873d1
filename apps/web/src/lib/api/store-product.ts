import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProductSchema, type PublicProduct } from '@cp/contracts/store';
import { apiRequest } from '../api-client';
import { storeProductApiPath } from '../store-product';

/** Every cached answer of the store (decision 0020) sits under this key. */
export const storeQueryKey = ['store'] as const;

/**
 * GET /api/v1/store/products/{productId}: a product on sale, public. Read by the product page
 * (tickets module's /store/{itemId}) and the store's cart.
 */
export function getStoreProduct(productId: string, signal?: AbortSignal): Promise<PublicProduct> {
  return apiRequest(storeProductApiPath(productId), { schema: publicProductSchema, signal });
}

export const storeProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...storeQueryKey, 'products', productId],
    queryFn: ({ signal }) => getStoreProduct(productId, signal),
    retry: false,
  });

export function useStoreProductQuery(productId: string) {
  return useQuery(storeProductQueryOptions(productId));
}
