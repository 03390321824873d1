import { useQuery } from '@tanstack/react-query';
import { myOrdersResponse, type MyOrdersResponse } from '@cp/contracts/home';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/me/orders: the person's store orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<MyOrdersResponse> {
  return apiRequest('/api/v1/me/orders', { schema: myOrdersResponse, signal });
}

export function useMyOrdersQuery() {
  return useQuery({ queryKey: [...homeQueryKey, 'orders'], queryFn: ({ signal }) => getMyOrders(signal) });
}
