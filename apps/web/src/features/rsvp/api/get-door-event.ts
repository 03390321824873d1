import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponse, type EventResponse } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/events/{eventId} (public): the event the door names in its heading. */
export function getDoorEvent(eventId: string, signal?: AbortSignal): Promise<EventResponse> {
  return apiRequest(`/api/v1/events/${encodeURIComponent(eventId)}`, { schema: eventResponse, signal });
}

export const doorEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'event', eventId],
    queryFn: ({ signal }) => getDoorEvent(eventId, signal),
    staleTime: 60_000,
  });

export function useDoorEventQuery(eventId: string, enabled = true) {
  return useQuery({ ...doorEventQueryOptions(eventId), enabled });
}
