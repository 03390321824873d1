import { storeQueryKey } from '../../../lib/api/store-product';

/** The store's answers share the root key with the product page's (lib/api/store-product.ts). */
export { storeQueryKey };
export const adminProductsQueryKey = [...storeQueryKey, 'admin', 'products'] as const;
export const promoCodesQueryKey = [...storeQueryKey, 'admin', 'promoCodes'] as const;
