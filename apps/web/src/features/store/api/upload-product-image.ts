import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/** PUT /api/v1/store/admin/products/{productId}/image: the square JPEG cropped in the browser. */
export function uploadProductImage({ productId, dataUrl }: { productId: string; dataUrl: string }) {
  return apiRequest(`/api/v1/store/admin/products/${encodeURIComponent(productId)}/image`, {
    method: 'PUT',
    body: { dataUrl },
    // A large picture on a slow connection takes longer than the usual 10 s.
    timeoutMs: 30_000,
  });
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
