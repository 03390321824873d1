import type { PublicProduct } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { loadEarly } from '../../use-load';

// What is on sale now, for the light store pages: one call for the whole list (the cart joins its
// lines to it too), unchecked by a schema since the light page carries no zod (decision 0032).

/** useLoad's and loadEarly's key for the list, the same on the store and the cart. */
export const storeProductsKey = 'store-products';

/** GET /api/v1/store/products, public. */
export async function loadStoreProducts(): Promise<PublicProduct[]> {
  return (await apiRequest<{ products: PublicProduct[] }>('/api/v1/store/products')).products;
}

/** A page's `prefetch`: the list is asked for while React starts. */
export const prefetchStoreProducts = () => loadEarly(storeProductsKey, loadStoreProducts);
