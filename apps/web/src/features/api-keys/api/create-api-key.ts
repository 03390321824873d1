import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKeyResponse, type CreateApiKeyRequest } from '@cp/contracts/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysQueryKey } from './query-keys';

/** POST /api/v1/apiKey/org: the answer holds the secret, the only time it is ever shown. */
export function createApiKey(input: CreateApiKeyRequest): Promise<{ apiKey?: string }> {
  // No schema: a body without the key still opens the dialog, which then says it cannot show it.
  return apiRequest<{ apiKey?: string }>('/api/v1/apiKey/org', { method: 'POST', body: input }).then((body) => {
    const parsed = createApiKeyResponse.safeParse(body);
    return parsed.success ? parsed.data : {};
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
