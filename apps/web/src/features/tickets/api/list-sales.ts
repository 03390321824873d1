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

/** The sales page's first view: first page, 10 rows, no search (also read at start-up). */
export const firstSalesPage: SalesPageRequest = { page: 1, pageSize: 10, q: '' };

/** One page of the purchases matching q, searched and counted on the server. */
export const salesPageQueryOptions = (itemId: string, type: ItemType | undefined, request: SalesPageRequest) =>
  queryOptions({
    queryKey: [...salesQueryKey, itemId, type, 'page', request],
    queryFn: ({ signal }) =>
      apiRequest(`${salesUrl(itemId)}?type=${type}&${pageSearchParams(request)}`, {
        schema: listSalesResponse,
        signal,
      }),
    enabled: type !== undefined,
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    // Read at start-up just before the page mounts (preload-signed-in-page): not again at once.
    // A check-in or a change of the item invalidates the sales, so those still show at once.
    staleTime: 30_000,
  });

export function useSalesPageQuery(itemId: string, type: ItemType | undefined, request: SalesPageRequest) {
  return useQuery(salesPageQueryOptions(itemId, type, request));
}
