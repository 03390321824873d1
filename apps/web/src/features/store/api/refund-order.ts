import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeQueryKey } from './query-keys';

/** POST /api/v1/store/admin/orders/{orderId}/refund (managers). */
export function refundOrder({ orderId, ...body }: RefundRequest & { orderId: string }) {
  return apiRequest(`/api/v1/store/admin/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST', body });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // Stock may come back: products, stats and orders all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeQueryKey }),
  });
}
