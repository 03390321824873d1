import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysQueryKey } from './query-keys';

/** DELETE /api/v1/apiKey/org/{keyId} */
export async function deleteApiKey(keyId: string): Promise<void> {
  await apiRequest(`/api/v1/apiKey/org/${encodeURIComponent(keyId)}`, { method: 'DELETE' });
}

/** One request per selected key, run together (spec section 7); the list reloads either way. */
export function useDeleteApiKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyIds: readonly string[]) => {
      const results = await Promise.allSettled(keyIds.map(deleteApiKey));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) throw new Error(`${failed} of ${keyIds.length} API keys could not be deleted.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
