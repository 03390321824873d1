import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkoutResponse, type CheckoutRequest } from '@cp/contracts/store';
import { apiRequest } from '../../../lib/api-client';
import { checkoutAttempts } from '../../../lib/store-checkout';

/**
 * POST /api/v1/store/checkout: the whole cart in one payment; 409 names a refused line. The key
 * makes a repeated Pay of the same cart answer its first checkout (decision 0066).
 */
export function startCheckout(body: CheckoutRequest, idempotencyKey: string) {
  return apiRequest('/api/v1/store/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: checkoutResponse,
  });
}

export function useStartCheckout() {
  const [keyOf] = useState(checkoutAttempts);
  return useMutation({ mutationFn: (body: CheckoutRequest) => startCheckout(body, keyOf(body)) });
}
