import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponse, type EventResponse } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

/** GET /api/v1/events/{eventId}?ts=&includeMetadata=true: the event as the edit form needs it. */
export function getEvent(eventId: string, signal?: AbortSignal): Promise<EventResponse> {
  const query = new URLSearchParams({ ts: String(Date.now()), includeMetadata: 'true' });
  return apiRequest(`/api/v1/events/${encodeURIComponent(eventId)}?${query}`, { schema: eventResponse, signal });
}

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...eventsQueryKey, 'one', eventId],
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // The form is filled once from this answer; a background refetch must not reset it.
    staleTime: Infinity,
  });

export function useEventQuery(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}
