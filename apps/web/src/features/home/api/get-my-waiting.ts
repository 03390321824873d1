import { useQuery } from '@tanstack/react-query';
import { myWaitingResponse, type MyWaitingResponse } from '@cp/contracts/home';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/me/waiting: a card per thing that waits for the person, by their roles. */
export function getMyWaiting(signal?: AbortSignal): Promise<MyWaitingResponse> {
  return apiRequest('/api/v1/me/waiting', { schema: myWaitingResponse, signal });
}

/** Only asked for a person with a role: anyone else has no cards. */
export function useMyWaitingQuery(enabled: boolean) {
  return useQuery({ queryKey: [...homeQueryKey, 'waiting'], queryFn: ({ signal }) => getMyWaiting(signal), enabled });
}
