import { useMutation, useQuery } from '@tanstack/react-query';
import { membershipCheckoutResponse, membershipFeeResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from './query-keys';

/** POST /api/v1/membership/checkout: the hosted checkout to go to. */
export async function startMembershipCheckout(netId: string): Promise<{ url: string }> {
  return apiRequest('/api/v1/membership/checkout', {
    method: 'POST',
    body: { netId },
    schema: membershipCheckoutResponse,
  });
}

export function useStartMembershipCheckout() {
  return useMutation({ mutationFn: startMembershipCheckout });
}

/** GET /api/v1/membership/fee */
export function useMembershipFeeQuery() {
  return useQuery({
    queryKey: [...membershipQueryKey, 'fee'],
    queryFn: ({ signal }) => apiRequest('/api/v1/membership/fee', { schema: membershipFeeResponse, signal }),
  });
}
