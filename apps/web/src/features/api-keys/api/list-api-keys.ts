import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApiKeysResponse, type ApiKeySummary } from '@cp/contracts/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysQueryKey } from './query-keys';

/** GET /api/v1/apiKey/org */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]> {
  return apiRequest('/api/v1/apiKey/org', { schema: listApiKeysResponse, signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: [...apiKeysQueryKey, 'list'], queryFn: ({ signal }) => listApiKeys(signal) });

export function useApiKeysQuery() {
  return useQuery(apiKeysQueryOptions());
}
