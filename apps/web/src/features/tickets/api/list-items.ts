import { queryOptions, useQuery } from '@tanstack/react-query';
import { listItemsResponse, type ListItemsResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** GET /api/v1/tickets: merchandise and ticketed events. */
export function listItems(signal?: AbortSignal): Promise<ListItemsResponse> {
  return apiRequest('/api/v1/tickets', { schema: listItemsResponse, signal });
}

export const itemsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketsQueryKey, 'items'], queryFn: ({ signal }) => listItems(signal) });

export function useItemsQuery() {
  return useQuery(itemsQueryOptions());
}
