/** Every cached answer about payment links sits under this key. */
export const paymentLinksQueryKey = ['payment-links'] as const;
