import { useMutation } from '@tanstack/react-query';
import { checkoutResponse, type CheckoutRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/store/checkout: the whole cart in one payment; 409 names a refused line. */
export function startCheckout(body: CheckoutRequest) {
  return apiRequest('/api/v1/store/checkout', { method: 'POST', body, schema: checkoutResponse });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
