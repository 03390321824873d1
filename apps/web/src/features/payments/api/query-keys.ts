/** Every cached answer of the local payment provider's pages sits under this key. */
export const localPaymentsQueryKey = ['local-payments'] as const;
