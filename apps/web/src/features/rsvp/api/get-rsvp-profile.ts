import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpProfile, type RsvpProfile } from '@cp/contracts/rsvp';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/profile/me: the member's RSVP profile, or null until they make one (404). */
export async function getRsvpProfile(signal?: AbortSignal): Promise<RsvpProfile | null> {
  try {
    return await apiRequest('/api/v1/rsvp/profile/me', { schema: rsvpProfile, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const rsvpProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'me', 'profile'],
    queryFn: ({ signal }) => getRsvpProfile(signal),
  });

export function useRsvpProfileQuery() {
  return useQuery(rsvpProfileQueryOptions());
}
