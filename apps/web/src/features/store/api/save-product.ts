import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProductResponse, type CreateProductRequest, type UpdateProductRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/**
 * POST /api/v1/store/admin/products (new: answers `{success, productId}`) or PATCH …/{productId}
 * (an edit: 204). Either way resolves with the product's id.
 */
export async function saveProduct(
  input: { productId: null; body: CreateProductRequest } | { productId: string; body: UpdateProductRequest },
): Promise<{ productId: string }> {
  if (input.productId === null)
    return apiRequest('/api/v1/store/admin/products', {
      method: 'POST',
      body: input.body,
      schema: createProductResponse,
    });
  await apiRequest(`/api/v1/store/admin/products/${encodeURIComponent(input.productId)}`, {
    method: 'PATCH',
    body: input.body,
  });
  return { productId: input.productId };
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
