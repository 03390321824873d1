import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSalesResponse, type ItemType, type ListSalesResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { salesQueryKey } from './query-keys';

/** GET /api/v1/tickets/{eventId}?type=: the purchases of one item. */
export function listSales(itemId: string, type: ItemType, signal?: AbortSignal): Promise<ListSalesResponse> {
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}?type=${type}`, {
    schema: listSalesResponse,
    signal,
  });
}

/** The item's type comes from the items list; until it is known nothing is read. */
export const salesQueryOptions = (itemId: string, type: ItemType | undefined) =>
  queryOptions({
    queryKey: [...salesQueryKey, itemId, type],
    queryFn: ({ signal }) => listSales(itemId, type!, signal),
    enabled: type !== undefined,
  });

export function useSalesQuery(itemId: string, type: ItemType | undefined) {
  return useQuery(salesQueryOptions(itemId, type));
}
