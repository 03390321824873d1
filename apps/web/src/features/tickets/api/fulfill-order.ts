import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOrdersQueryKey } from '../../../lib/api/store-order';

/** POST /api/v1/store/admin/orders/{orderId}/fulfill: these lines were handed over at the table. */
export function fulfillOrder({ orderId, lineItemIds }: { orderId: string; lineItemIds: string[] }) {
  return apiRequest(`/api/v1/store/admin/orders/${encodeURIComponent(orderId)}/fulfill`, {
    method: 'POST',
    body: { lineItemIds },
  });
}

export function useFulfillOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fulfillOrder,
    // The order is read again rather than trusting the answer's shape.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey }),
  });
}
