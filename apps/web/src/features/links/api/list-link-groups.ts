import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLinkGroupsResponse, type LinkGroup } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** GET /api/v1/linkry/groups: the directory groups a link can be delegated to. */
export function listLinkGroups(signal?: AbortSignal): Promise<LinkGroup[]> {
  return apiRequest('/api/v1/linkry/groups', { schema: listLinkGroupsResponse, signal });
}

export const linkGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...linksQueryKey, 'groups'],
    queryFn: ({ signal }) => listLinkGroups(signal),
    staleTime: 5 * 60_000,
  });

export function useLinkGroupsQuery() {
  return useQuery(linkGroupsQueryOptions());
}
