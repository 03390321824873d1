import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrdersResponse, type Order } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { storeOrdersQueryKey } from '../../../lib/api/store-order';

/** GET /api/v1/store/admin/orders?email=: a buyer's orders, for the pickup table without a QR code. */
export async function findOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  const path = `/api/v1/store/admin/orders?email=${encodeURIComponent(email)}`;
  return (await apiRequest(path, { schema: listOrdersResponse, signal })).orders;
}

export const ordersByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...storeOrdersQueryKey, 'byEmail', email],
    queryFn: ({ signal }) => findOrders(email, signal),
  });

export function useOrdersByEmailQuery(email: string | null) {
  return useQuery({ ...ordersByEmailQueryOptions(email ?? ''), enabled: email !== null });
}
