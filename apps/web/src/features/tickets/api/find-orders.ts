import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrdersResponse, type Order } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeOrdersQueryKey } from '../../../lib/api/store-order';

/** GET /api/v1/store/admin/orders?q=: orders by number (or its start), email or name, for the pickup table. */
export async function findOrders(q: string, signal?: AbortSignal): Promise<Order[]> {
  const path = `/api/v1/store/admin/orders?q=${encodeURIComponent(q)}`;
  return (await apiRequest(path, { schema: listOrdersResponse, signal })).orders;
}

export const findOrdersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...storeOrdersQueryKey, 'find', q],
    queryFn: ({ signal }) => findOrders(q, signal),
  });

export function useFindOrdersQuery(q: string | null) {
  return useQuery({ ...findOrdersQueryOptions(q ?? ''), enabled: q !== null });
}
