import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalListMembersResponse } from '@cp/contracts/memberships';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

/**
 * GET /api/v1/membership/externalList/{listId}. The server keeps a list only while it has members
 * (decision 0014), so a 404 for a list the user chose means it has none now: saving its last
 * removal, or another officer's, emptied it. The panel then says 'This list has no members.'
 */
export async function getExternalList(listId: string, signal?: AbortSignal): Promise<string[]> {
  try {
    return await apiRequest(`/api/v1/membership/externalList/${encodeURIComponent(listId)}`, {
      schema: externalListMembersResponse,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** No list chosen yet: nothing is read. */
export const externalListQueryOptions = (listId: string | null) =>
  queryOptions({
    queryKey: [...externalListsQueryKey, 'members', listId],
    queryFn: ({ signal }) => getExternalList(listId!, signal),
    enabled: listId !== null,
    retry: false,
  });

export function useExternalListQuery(listId: string | null) {
  return useQuery(externalListQueryOptions(listId));
}
