import { useQuery } from '@tanstack/react-query';
import { externalListMembersResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

/** GET /api/v1/membership/externalList/{listId} */
export function getExternalList(listId: string, signal?: AbortSignal): Promise<string[]> {
  return apiRequest(`/api/v1/membership/externalList/${encodeURIComponent(listId)}`, {
    schema: externalListMembersResponse,
    signal,
  });
}

export function useExternalListQuery(listId: string | null) {
  return useQuery({
    queryKey: [...externalListsQueryKey, 'members', listId],
    queryFn: ({ signal }) => getExternalList(listId!, signal),
    enabled: listId !== null,
    retry: false,
  });
}
