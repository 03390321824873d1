import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRsvpsResponse, type MyRsvp } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/me: the signed-in member's RSVPs, soonest first. */
export function listMyRsvps(signal?: AbortSignal): Promise<MyRsvp[]> {
  return apiRequest('/api/v1/rsvp/me', { schema: myRsvpsResponse, signal });
}

export const myRsvpsQueryOptions = () =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'me', 'rsvps'],
    queryFn: ({ signal }) => listMyRsvps(signal),
  });

/** Only asked when signed in (`enabled`): a visitor has no RSVPs. */
export function useMyRsvpsQuery(enabled = true) {
  return useQuery({ ...myRsvpsQueryOptions(), enabled });
}
