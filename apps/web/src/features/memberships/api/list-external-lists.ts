import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalListIdsResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

/** GET /api/v1/membership/externalList */
export function listExternalLists(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/api/v1/membership/externalList', { schema: externalListIdsResponse, signal });
}

export const externalListsQueryOptions = () =>
  queryOptions({ queryKey: [...externalListsQueryKey, 'ids'], queryFn: ({ signal }) => listExternalLists(signal) });

export function useExternalListsQuery(enabled: boolean) {
  return useQuery({ ...externalListsQueryOptions(), enabled });
}
