import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpConfig, type RsvpConfig } from '@cp/contracts/rsvp';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/event/{key}/config: the settings in force, or null when RSVPs are not set up yet (404). */
export async function getRsvpConfig(rsvpKey: string, signal?: AbortSignal): Promise<RsvpConfig | null> {
  try {
    return await apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/config`, { schema: rsvpConfig, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const rsvpConfigQueryOptions = (rsvpKey: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'config', rsvpKey],
    queryFn: ({ signal }) => getRsvpConfig(rsvpKey, signal),
    // The form is filled once from this answer; a background refetch must not reset it.
    staleTime: Infinity,
  });

export function useRsvpConfigQuery(rsvpKey: string, enabled = true) {
  return useQuery({ ...rsvpConfigQueryOptions(rsvpKey), enabled });
}
