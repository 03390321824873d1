import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpAttendeesResponse, type RsvpAttendee } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** How often the door's count and list refresh: other scanners check people in too. */
export const doorRefetchMs = 5000;

/** GET /api/v1/rsvp/event/{key}: the attendees, as the door searches and counts them. */
export function listDoorAttendees(rsvpKey: string, signal?: AbortSignal): Promise<RsvpAttendee[]> {
  return apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}`, { schema: rsvpAttendeesResponse, signal });
}

export const doorAttendeesQueryOptions = (rsvpKey: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'door', rsvpKey],
    queryFn: ({ signal }) => listDoorAttendees(rsvpKey, signal),
  });

export function useDoorAttendeesQuery(rsvpKey: string, enabled = true) {
  return useQuery({ ...doorAttendeesQueryOptions(rsvpKey), enabled, refetchInterval: doorRefetchMs });
}
