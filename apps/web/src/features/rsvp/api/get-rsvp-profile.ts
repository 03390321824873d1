import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownRsvpProfileResponse, rsvpProfileFromWire, type RsvpProfile } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/**
 * GET /api/v1/rsvp/profile/mine: the member's RSVP profile, or null until they make one (not the
 * platform's /profile/me, whose 404 for "none yet" is a red line in every member's console).
 */
export async function getRsvpProfile(signal?: AbortSignal): Promise<RsvpProfile | null> {
  const { profile } = await apiRequest('/api/v1/rsvp/profile/mine', { schema: ownRsvpProfileResponse, signal });
  return profile && rsvpProfileFromWire(profile);
}

export const rsvpProfileQueryOptions = () =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'me', 'profile'],
    queryFn: ({ signal }) => getRsvpProfile(signal),
  });

export function useRsvpProfileQuery(enabled = true) {
  return useQuery({ ...rsvpProfileQueryOptions(), enabled });
}
