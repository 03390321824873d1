import { queryOptions, useQuery } from '@tanstack/react-query';
import { rsvpSummary, type RsvpSummary } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpSummaryUrl } from './public-urls';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/event/{key}/summary (public): whether RSVPs are open and how full the event is. */
export function getRsvpSummary(rsvpKey: string, signal?: AbortSignal): Promise<RsvpSummary> {
  return apiRequest(rsvpSummaryUrl(rsvpKey), { schema: rsvpSummary, signal });
}

export const rsvpSummaryQueryOptions = (rsvpKey: string) =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'summary', rsvpKey],
    queryFn: ({ signal }) => getRsvpSummary(rsvpKey, signal),
  });

export function useRsvpSummaryQuery(rsvpKey: string, enabled = true) {
  return useQuery({ ...rsvpSummaryQueryOptions(rsvpKey), enabled });
}
