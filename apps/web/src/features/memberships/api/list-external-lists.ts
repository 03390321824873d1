import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalListIdsResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

/** GET /api/v1/membership/externalList */
export function listExternalLists(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/api/v1/membership/externalList', { schema: externalListIdsResponse, signal });
}

/** Fresh for a few seconds, as a list's page: the page asks for both ahead of its panels. */
export const externalListsQueryOptions = () =>
  queryOptions({
    queryKey: [...externalListsQueryKey, 'ids'],
    queryFn: ({ signal }) => listExternalLists(signal),
    staleTime: 5_000,
  });

export function useExternalListsQuery(enabled: boolean) {
  return useQuery({ ...externalListsQueryOptions(), enabled });
}
