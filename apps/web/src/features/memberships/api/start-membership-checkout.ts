import { useMutation } from '@tanstack/react-query';
import { membershipCheckoutResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { membershipCheckoutPath } from '../membership-payment';

/** POST /api/v1/membership/checkout: the hosted checkout to go to. */
export async function startMembershipCheckout(netId: string): Promise<{ url: string }> {
  return apiRequest(membershipCheckoutPath, {
    method: 'POST',
    body: { netId },
    schema: membershipCheckoutResponse,
  });
}

export function useStartMembershipCheckout() {
  return useMutation({ mutationFn: startMembershipCheckout });
}
