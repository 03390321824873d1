import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrderLinesResponse, type LineItem } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeOrdersQueryKey } from '../../../lib/api/store-order';

/** GET /api/v1/store/admin/orders/{productId}: one row per order line of the product. */
export async function listOrderLines(productId: string, signal?: AbortSignal): Promise<LineItem[]> {
  const path = `/api/v1/store/admin/orders/${encodeURIComponent(productId)}`;
  return (await apiRequest(path, { schema: listOrderLinesResponse, signal })).items;
}

export const orderLinesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...storeOrdersQueryKey, 'byProduct', productId],
    queryFn: ({ signal }) => listOrderLines(productId, signal),
  });

export function useOrderLinesQuery(productId: string) {
  return useQuery(orderLinesQueryOptions(productId));
}
