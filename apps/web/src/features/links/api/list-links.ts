import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/** A tab's first view: first page, 25 rows, no search, no tag (also read at start-up). */
export const firstLinksPage = (list: LinksPageRequest['list']): LinksPageRequest => ({
  list,
  page: 1,
  pageSize: 25,
  q: '',
  tag: null,
});

/** GET /api/v1/linkry/redir?page=: one page of one list, searched, filtered by tag and counted on the server. */
export const linksPageQueryOptions = (request: LinksPageRequest) =>
  queryOptions({
    queryKey: [...linksQueryKey, 'list', 'page', request],
    queryFn: ({ signal }) => {
      const params = pageSearchParams(request);
      params.set('list', request.list);
      if (request.tag) params.set('tag', request.tag);
      return apiRequest(`/api/v1/linkry/redir?${params}`, { schema: listLinksResponse, signal });
    },
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    // Read at start-up just before the page mounts (preload-signed-in-page): not again at once.
    // Every write invalidates the links, so an edit still shows at once.
    staleTime: 30_000,
  });

export function useLinksPageQuery(request: LinksPageRequest) {
  return useQuery(linksPageQueryOptions(request));
}
