import { useQuery } from '@tanstack/react-query';
import { myHomeMembership, type MyHomeMembership } from '@cp/contracts/home';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/me/membership: paid or not, and where to pay when not. */
export function getMyMembership(signal?: AbortSignal): Promise<MyHomeMembership> {
  return apiRequest('/api/v1/me/membership', { schema: myHomeMembership, signal });
}

export function useMyMembershipQuery() {
  return useQuery({ queryKey: [...homeQueryKey, 'membership'], queryFn: ({ signal }) => getMyMembership(signal) });
}
