import { useQuery } from '@tanstack/react-query';
import { myUinResponse } from '@cp/contracts/users';
import { apiRequest } from '../../../lib/api-client';

export const myUinQueryKey = ['users', 'me', 'uin'] as const;

/** GET /api/v1/users/me/uin: the caller's own UIN, or null before it is entered. */
export function getMyUin(signal?: AbortSignal) {
  return apiRequest('/api/v1/users/me/uin', { schema: myUinResponse, signal });
}

export function useMyUinQuery() {
  return useQuery({ queryKey: myUinQueryKey, queryFn: ({ signal }) => getMyUin(signal) });
}
