import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponse, type EventResponse } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { publicEventUrl } from './public-urls';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/events/{eventId}: the public event, as anyone may read it. */
export function getPublicEvent(eventId: string, signal?: AbortSignal): Promise<EventResponse> {
  return apiRequest(publicEventUrl(eventId), { schema: eventResponse, signal });
}

export const publicEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'event', eventId],
    queryFn: ({ signal }) => getPublicEvent(eventId, signal),
    staleTime: 60_000,
  });

/** Not asked for an address that names no event (`enabled` false). */
export function usePublicEventQuery(eventId: string, enabled = true) {
  return useQuery({ ...publicEventQueryOptions(eventId), enabled });
}
