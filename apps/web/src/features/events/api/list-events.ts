import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEventsResponse, type EventResponse } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

/**
 * GET /api/v1/events?upcomingOnly=&ts= (spec section 7). `ts` makes the signed-in portal skip
 * the public feed's two-minute cache, so an editor sees their own change at once.
 */
export function listEvents(upcomingOnly: boolean, signal?: AbortSignal): Promise<EventResponse[]> {
  const query = new URLSearchParams({ ...(upcomingOnly && { upcomingOnly: 'true' }), ts: String(Date.now()) });
  return apiRequest(`/api/v1/events?${query}`, { schema: listEventsResponse, signal });
}

export const eventsQueryOptions = (upcomingOnly: boolean) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'list', { upcomingOnly }],
    queryFn: ({ signal }) => listEvents(upcomingOnly, signal),
    // Switching between upcoming only and all keeps the upcoming table on screen meanwhile.
    placeholderData: keepPreviousData,
  });

export function useEventsQuery(upcomingOnly: boolean) {
  return useQuery(eventsQueryOptions(upcomingOnly));
}
