import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '@cp/contracts/store';
import { apiRequest } from '../api-client';
import { storeQueryKey } from './store-product';

/** Every order answer: a fulfilment or a refund refreshes them all. */
export const storeOrdersQueryKey = [...storeQueryKey, 'orders'] as const;

/** GET /api/v1/store/admin/order/{orderId}: the pickup table (tickets) and the order page (store). */
export function getStoreOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`/api/v1/store/admin/order/${encodeURIComponent(orderId)}`, { schema: orderSchema, signal });
}

export const storeOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...storeOrdersQueryKey, orderId],
    queryFn: ({ signal }) => getStoreOrder(orderId, signal),
    retry: false,
  });

export function useStoreOrderQuery(orderId: string | null) {
  return useQuery({ ...storeOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });
}

/** POST /api/v1/store/admin/orders/{orderId}/fulfill: these lines were handed over at the table (204). */
export function fulfillStoreOrder({ orderId, lineItemIds }: { orderId: string; lineItemIds: string[] }) {
  return apiRequest(`/api/v1/store/admin/orders/${encodeURIComponent(orderId)}/fulfill`, {
    method: 'POST',
    body: { lineItemIds },
  });
}

/** The scan page's pickup and the order page's "Mark picked up" hand over through this one call. */
export function useFulfillStoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fulfillStoreOrder,
    // Read again after a refusal too: a line someone else handed over then shows as theirs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey }),
  });
}
