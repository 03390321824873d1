import { queryOptions, useQuery } from '@tanstack/react-query';
import { myMembershipResponse, type MyMembership } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from './query-keys';

/** GET /api/v1/membership/me */
export function getMyMembership(signal?: AbortSignal): Promise<MyMembership> {
  return apiRequest('/api/v1/membership/me', { schema: myMembershipResponse, signal });
}

export const myMembershipQueryOptions = () =>
  queryOptions({ queryKey: [...membershipQueryKey, 'me'], queryFn: ({ signal }) => getMyMembership(signal) });

/** Asked only with a session (a visitor has no NetID to look up). */
export function useMyMembershipQuery(signedIn: boolean) {
  return useQuery({ ...myMembershipQueryOptions(), enabled: signedIn });
}
