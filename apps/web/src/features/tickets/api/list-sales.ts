import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSearchParams } from '@cp/contracts/paging';
import { listSalesResponse, type ItemType, type ListSalesResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { salesQueryKey } from './query-keys';

const salesUrl = (itemId: string) => `/api/v1/tickets/${encodeURIComponent(itemId)}`;

/** GET /api/v1/tickets/{eventId}?type=: every purchase of one item (the CSV and the email buttons). */
export function listSales(itemId: string, type: ItemType, signal?: AbortSignal): Promise<ListSalesResponse> {
  return apiRequest(`${salesUrl(itemId)}?type=${type}`, { schema: listSalesResponse, signal });
}

/** The item's type comes from the items list; until it is known nothing is read. */
export const salesQueryOptions = (itemId: string, type: ItemType | undefined) =>
  queryOptions({
    queryKey: [...salesQueryKey, itemId, type],
    queryFn: ({ signal }) => listSales(itemId, type!, signal),
    enabled: type !== undefined,
  });

export interface SalesPageRequest {
  page: number;
  pageSize: number;
  q: string;
}

/** One page of the purchases matching q, searched and counted on the server. */
export function useSalesPageQuery(itemId: string, type: ItemType | undefined, request: SalesPageRequest) {
  return useQuery({
    queryKey: [...salesQueryKey, itemId, type, 'page', request],
    queryFn: ({ signal }) =>
      apiRequest(`${salesUrl(itemId)}?type=${type}&${pageSearchParams(request)}`, {
        schema: listSalesResponse,
        signal,
      }),
    enabled: type !== undefined,
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });
}
