import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSearchParams } from '@cp/contracts/paging';
import { listLinksResponse } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

export interface LinksPageRequest {
  list: 'owned' | 'delegated';
  page: number;
  pageSize: number;
  q: string;
  tag: string | null;
}

/** GET /api/v1/linkry/redir?page=: one page of one list, searched, filtered by tag and counted on the server. */
export function useLinksPageQuery(request: LinksPageRequest) {
  return useQuery({
    queryKey: [...linksQueryKey, 'list', 'page', request],
    queryFn: ({ signal }) => {
      const params = pageSearchParams(request);
      params.set('list', request.list);
      if (request.tag) params.set('tag', request.tag);
      return apiRequest(`/api/v1/linkry/redir?${params}`, { schema: listLinksResponse, signal });
    },
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
}
