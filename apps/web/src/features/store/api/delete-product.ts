import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/** DELETE /api/v1/store/admin/products/{productId}: refused (409) once the product has orders. */
export function deleteProduct(productId: string) {
  return apiRequest(`/api/v1/store/admin/products/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
