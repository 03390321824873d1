import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipFeeResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';
import { membershipFeePath } from '../membership-payment';
import { membershipQueryKey } from './query-keys';

/** GET /api/v1/membership/fee */
export function getMembershipFee(signal?: AbortSignal): Promise<{ amountCents: number }> {
  return apiRequest(membershipFeePath, { schema: membershipFeeResponse, signal });
}

export const membershipFeeQueryOptions = () =>
  queryOptions({ queryKey: [...membershipQueryKey, 'fee'], queryFn: ({ signal }) => getMembershipFee(signal) });

export function useMembershipFeeQuery() {
  return useQuery(membershipFeeQueryOptions());
}
