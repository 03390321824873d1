import { useQuery } from '@tanstack/react-query';
import { doorConflictsWaitingResponse, pickupWaitingResponse } from '@cp/contracts/home';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/me/waiting/merchPickup: what the pickup card counted, one line each. */
export function usePickupWaitingQuery() {
  return useQuery({
    queryKey: [...homeQueryKey, 'waiting', 'merchPickup'],
    queryFn: ({ signal }) => apiRequest('/api/v1/me/waiting/merchPickup', { schema: pickupWaitingResponse, signal }),
  });
}

/** GET /api/v1/me/waiting/doorConflicts: what the door conflicts card counted, one line each. */
export function useDoorConflictsWaitingQuery() {
  return useQuery({
    queryKey: [...homeQueryKey, 'waiting', 'doorConflicts'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/me/waiting/doorConflicts', { schema: doorConflictsWaitingResponse, signal }),
  });
}
