import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  externalListMembersPage,
  externalListMembersResponse,
  externalListPageSize,
  verifyBatchResponse,
  type ExternalListMembersPage,
} from '@cp/contracts/memberships';
import { pageSearchParams } from '@cp/contracts/paging';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

const listPath = (listId: string) => `/api/v1/membership/externalList/${encodeURIComponent(listId)}`;
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * GET /api/v1/membership/externalList/{listId}: every NetID, read only when an officer asks for
 * the whole list (Replace List, Export CSV). The server keeps a list only while it has members
 * (decision 0014), so a 404 for a list the user chose means it has none now: saving its last
 * removal, or another officer's, emptied it. The panel then says 'This list has no members.'
 */
export async function getExternalList(listId: string, signal?: AbortSignal): Promise<string[]> {
  try {
    return await apiRequest(listPath(listId), { schema: externalListMembersResponse, signal });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export interface ListPageRequest {
  page: number;
  q: string;
}

/** The same with ?page=: one page of the NetIDs containing q (decision 0031), a 404 read as empty. */
export async function getExternalListPage(
  listId: string,
  { page, q }: ListPageRequest,
  signal?: AbortSignal,
): Promise<ExternalListMembersPage> {
  const params = pageSearchParams({ page, pageSize: externalListPageSize, q });
  try {
    return await apiRequest(`${listPath(listId)}?${params}`, { schema: externalListMembersPage, signal });
  } catch (error) {
    if (isNotFound(error)) return { members: [], page: { total: 0, page, pageSize: externalListPageSize } };
    throw error;
  }
}

/** One page of a list, as the panel reads it and the page asks for it ahead (usePrefetchChosenList). */
export const externalListPageQueryOptions = (listId: string, request: ListPageRequest) =>
  queryOptions({
    queryKey: [...externalListsQueryKey, 'members', listId, 'page', request],
    queryFn: ({ signal }) => getExternalListPage(listId, request, signal),
    retry: false,
    // The page's answer often arrives before the panel is drawn: fresh for a few seconds, the panel
    // uses it instead of asking again. Saving a change refreshes it at once (invalidation).
    staleTime: 5_000,
  });

/**
 * No list chosen yet: nothing is read. The table keeps the page it shows while the next page or
 * search of the same list loads; another list starts from the skeleton rows, not the last list's.
 */
export function useExternalListPageQuery(listId: string | null, request: ListPageRequest) {
  return useQuery({
    ...externalListPageQueryOptions(listId ?? '', request),
    enabled: listId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === listId ? previous : undefined),
  });
}

/**
 * Whether a NetID is on the list, asked of the server (POST /api/v2/membership/verifyBatchOfMembers
 * ?list=): the panel holds one page of the list, not the whole of it. A list emptied meanwhile (404)
 * has no one on it.
 */
export async function isOnExternalList(listId: string, netId: string): Promise<boolean> {
  try {
    const answer = await apiRequest(`/api/v2/membership/verifyBatchOfMembers?list=${encodeURIComponent(listId)}`, {
      method: 'POST',
      body: [netId],
      schema: verifyBatchResponse,
    });
    return answer.members.includes(netId);
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
