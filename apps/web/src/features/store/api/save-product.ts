import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type CreateProductRequest, type UpdateProductRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/** POST /api/v1/store/admin/products (new) or PATCH …/{productId} (an edit). */
export function saveProduct(
  input: { productId: null; body: CreateProductRequest } | { productId: string; body: UpdateProductRequest },
) {
  return input.productId === null
    ? apiRequest('/api/v1/store/admin/products', { method: 'POST', body: input.body, schema: productSchema })
    : apiRequest(`/api/v1/store/admin/products/${encodeURIComponent(input.productId)}`, {
        method: 'PATCH',
        body: input.body,
        schema: productSchema,
      });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
