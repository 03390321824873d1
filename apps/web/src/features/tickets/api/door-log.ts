import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { doorLogResponse, type DoorLogResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

export const doorLogPageSize = 25;

/** GET /api/v1/tickets/{itemId}/door: counts, every conflict, and a page of scans (newest first). */
export function fetchDoorLog(itemId: string, page: number, signal?: AbortSignal): Promise<DoorLogResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(doorLogPageSize) });
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}/door?${query}`, { schema: doorLogResponse, signal });
}

export function useDoorLog(itemId: string, page: number) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'door-log', itemId, page],
    queryFn: ({ signal }) => fetchDoorLog(itemId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}
