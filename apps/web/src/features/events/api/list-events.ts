import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsPageResponse, type EventsPageRequest } from '@cp/contracts/events';
import { pageSearchParams } from '@cp/contracts/paging';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

export type EventsPage = Pick<EventsPageRequest, 'list' | 'page' | 'pageSize'> & { q: string };

/** The events list's first view: upcoming events, first page, no search (also read at start-up). */
export const firstEventsPage: EventsPage = { list: 'upcoming', page: 1, pageSize: 25, q: '' };

/**
 * GET /api/v1/events?page=&pageSize=&q=&list=: one page of the upcoming or previous events,
 * ordered, searched and counted on the server (never cached there, so an editor sees their own
 * change at once).
 */
export const eventsPageQueryOptions = (request: EventsPage) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'list', 'page', request],
    queryFn: ({ signal }) => {
      const params = pageSearchParams(request);
      params.set('list', request.list);
      return apiRequest(`/api/v1/events?${params}`, { schema: eventsPageResponse, signal });
    },
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    // Read at start-up just before the page mounts (preload-signed-in-page): not again at once.
    // Every write invalidates the events, so an edit still shows at once.
    staleTime: 30_000,
  });

export function useEventsPageQuery(request: EventsPage) {
  return useQuery(eventsPageQueryOptions(request));
}
