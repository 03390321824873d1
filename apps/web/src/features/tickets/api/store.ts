import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeItemSchema, type StoreItem } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { storeItemApiPath } from '../store-item';

/** GET /api/v1/store/{itemId}: public, no sign-in. */
export function getStoreItem(itemId: string, signal?: AbortSignal): Promise<StoreItem> {
  return apiRequest(storeItemApiPath(itemId), { schema: storeItemSchema, signal });
}

export const storeItemQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: ['store', itemId], queryFn: ({ signal }) => getStoreItem(itemId, signal), retry: false });

export function useStoreItemQuery(itemId: string) {
  return useQuery(storeItemQueryOptions(itemId));
}
