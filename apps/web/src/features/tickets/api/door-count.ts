import { useQuery } from '@tanstack/react-query';
import { doorCountResponse, type DoorCountResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** Every scanner polls this often, so each sees another's admission within two seconds. */
export const doorCountIntervalMs = 1_500;

/** GET /api/v1/tickets/{itemId}/door/count: admitted / sold, live. */
export function fetchDoorCount(itemId: string, signal?: AbortSignal): Promise<DoorCountResponse> {
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}/door/count`, { schema: doorCountResponse, signal });
}

export function useDoorCount(itemId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'door-count', itemId],
    queryFn: ({ signal }) => fetchDoorCount(itemId, signal),
    enabled,
    refetchInterval: enabled ? doorCountIntervalMs : false,
    retry: false,
  });
}
