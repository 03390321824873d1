import type { PublicProduct } from '@cp/contracts/store';
import type { StoreItem } from '@cp/contracts/tickets';
import { storeItemApiPath } from '../../../features/tickets/store-item';
import { apiRequest } from '../../../lib/api-client';
import { storeProductApiPath } from '../../../lib/store-product';
import { loadEarly } from '../../use-load';

export interface LoadedStoreItem {
  item: StoreItem;
  /** The store's product of an item on sale (variants, picture); null when the store has none. */
  product: Promise<PublicProduct | null>;
}

export const storeItemKey = (itemId: string) => `store-item:${itemId}`;

/**
 * The item, then at once its product when it is on sale (the store answers 404 for any other, a
 * failure in the console for nothing). Chained here rather than when the panel first renders, so
 * the second call leaves as soon as the first answers.
 */
export async function loadStoreItem(itemId: string): Promise<LoadedStoreItem> {
  const item = await apiRequest<StoreItem>(storeItemApiPath(itemId));
  const product = item.onSale
    ? // The panel is left out without its product, as in the portal: the "Buy" form stands alone.
      apiRequest<PublicProduct>(storeProductApiPath(item.itemId)).catch(() => null)
    : Promise.resolve(null);
  return { item, product };
}

export function prefetchStoreItem(params: Record<string, string>): void {
  const itemId = params.itemId ?? '';
  loadEarly(storeItemKey(itemId), () => loadStoreItem(itemId));
}
