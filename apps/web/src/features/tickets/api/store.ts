import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  storeCheckoutResponse,
  storeItemSchema,
  type StoreCheckoutRequest,
  type StoreItem,
} from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { storeCheckoutApiPath, storeItemApiPath } from '../store-item';

/** GET /api/v1/store/{itemId}: public, no sign-in. */
export function getStoreItem(itemId: string, signal?: AbortSignal): Promise<StoreItem> {
  return apiRequest(storeItemApiPath(itemId), { schema: storeItemSchema, signal });
}

export const storeItemQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: ['store', itemId], queryFn: ({ signal }) => getStoreItem(itemId, signal), retry: false });

export function useStoreItemQuery(itemId: string) {
  return useQuery(storeItemQueryOptions(itemId));
}

/** POST /api/v1/store/{itemId}/checkout: where to send the buyer to pay. */
export function startCheckout({ itemId, ...body }: StoreCheckoutRequest & { itemId: string }) {
  return apiRequest(storeCheckoutApiPath(itemId), {
    method: 'POST',
    body,
    schema: storeCheckoutResponse,
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
