import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { adminProductsQueryKey } from './query-keys';

const productPath = (productId: string) => `/api/v1/store/admin/products/${encodeURIComponent(productId)}`;

/** GET /api/v1/store/admin/products/{productId}: one product as its editor needs it. */
export function getAdminProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest(productPath(productId), { schema: productSchema, signal });
}

export const adminProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductsQueryKey, productId],
    queryFn: ({ signal }) => getAdminProduct(productId, signal),
    retry: false,
  });

/** Undefined: nothing to read yet (the editor of a new product). */
export function useAdminProductQuery(productId: string | undefined) {
  return useQuery({ ...adminProductQueryOptions(productId ?? ''), enabled: productId !== undefined });
}
