import { useQuery } from '@tanstack/react-query';
import { myMembershipResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from './query-keys';

/** GET /api/v1/membership/me: asked only with a session (a visitor has no NetID to look up). */
export function useMyMembershipQuery(signedIn: boolean) {
  return useQuery({
    queryKey: [...membershipQueryKey, 'me'],
    queryFn: ({ signal }) => apiRequest('/api/v1/membership/me', { schema: myMembershipResponse, signal }),
    enabled: signedIn,
  });
}
