/** Every cached answer of the store (decision 0020) sits under this key. */
export const storeQueryKey = ['store'] as const;
