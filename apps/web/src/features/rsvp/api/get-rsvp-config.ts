import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpConfig, type RsvpConfig } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { getRsvpSummary } from './get-rsvp-summary';
import { rsvpQueryKey } from './query-keys';

/**
 * GET /api/v1/rsvp/event/{key}/config: the settings in force, or null when RSVPs are not set up
 * yet. The summary says which first, so that an event without settings costs no 404 (a failed
 * request in the browser's console on every edit page).
 */
export async function getRsvpConfig(rsvpKey: string, signal?: AbortSignal): Promise<RsvpConfig | null> {
  if (!(await getRsvpSummary(rsvpKey, signal)).configured) return null;
  return apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/config`, { schema: rsvpConfig, signal });
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
