import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromRsvpItem, rsvpAttendeesResponse, type RsvpAttendee } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/event/{key}: everyone who RSVP'd or walked in, in the order they came (read from the flat wire items). */
export async function listAttendees(rsvpKey: string, signal?: AbortSignal): Promise<RsvpAttendee[]> {
  const url = `/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}`;
  return (await apiRequest(url, { schema: rsvpAttendeesResponse, signal })).map(fromRsvpItem);
}

export const attendeesQueryOptions = (rsvpKey: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'attendees', rsvpKey],
    queryFn: ({ signal }) => listAttendees(rsvpKey, signal),
  });

/** How often the door's count and list refresh: other scanners check people in too. */
export const doorRefetchMs = 5000;

/** `live` refreshes every few seconds, for the door. */
export function useAttendeesQuery(rsvpKey: string, enabled = true, live = false) {
  return useQuery({ ...attendeesQueryOptions(rsvpKey), enabled, ...(live && { refetchInterval: doorRefetchMs }) });
}
