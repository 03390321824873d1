import { queryOptions, useQuery } from '@tanstack/react-query';
import { myMembershipResponse, type MyMembership } from '@cp/contracts/memberships';
import { apiRequest } from '../api-client';

/** GET /api/v1/membership/me: shared by the membership page and the store's prices (who is a member). */
export function getMyMembership(signal?: AbortSignal): Promise<MyMembership> {
  return apiRequest('/api/v1/membership/me', { schema: myMembershipResponse, signal });
}

/** Under the memberships feature's key (['membership']), so that its changes refresh this too. */
export const myMembershipQueryOptions = () =>
  queryOptions({ queryKey: ['membership', 'me'], queryFn: ({ signal }) => getMyMembership(signal) });

/** Asked only with a session (a visitor has no NetID to look up). */
export function useMyMembershipQuery(signedIn: boolean) {
  return useQuery({ ...myMembershipQueryOptions(), enabled: signedIn });
}
