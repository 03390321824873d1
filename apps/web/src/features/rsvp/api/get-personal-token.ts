import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalTokenResponse } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** GET /api/v1/rsvp/me/token: what the member's personal check-in QR carries. */
export async function getPersonalToken(signal?: AbortSignal): Promise<string> {
  const { token } = await apiRequest('/api/v1/rsvp/me/token', { schema: personalTokenResponse, signal });
  return token;
}

export const personalTokenQueryOptions = () =>
  queryOptions({
    queryKey: [...rsvpQueryKey, 'me', 'token'],
    queryFn: ({ signal }) => getPersonalToken(signal),
    // The token names the member and does not change while the page is open.
    staleTime: Infinity,
  });

export function usePersonalTokenQuery() {
  return useQuery(personalTokenQueryOptions());
}
