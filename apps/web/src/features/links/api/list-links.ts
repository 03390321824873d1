import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLinksResponse, type ListLinksResponse } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** GET /api/v1/linkry/redir: the caller's own links and the ones delegated to them. */
export function listLinks(signal?: AbortSignal): Promise<ListLinksResponse> {
  return apiRequest('/api/v1/linkry/redir', { schema: listLinksResponse, signal });
}

export const linksQueryOptions = () =>
  queryOptions({ queryKey: [...linksQueryKey, 'list'], queryFn: ({ signal }) => listLinks(signal) });

export function useLinksQuery() {
  return useQuery(linksQueryOptions());
}
