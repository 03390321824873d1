import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationResponse, type OrganizationResponse } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';
import { organizationsQueryKey } from '../../../lib/api/organizations';

/** GET /api/v1/organizations/{orgId}?ts=: the timestamp skips the cache, so an editor sees their own change. */
export function getOrganization(orgId: string, signal?: AbortSignal): Promise<OrganizationResponse> {
  return apiRequest(`/api/v1/organizations/${encodeURIComponent(orgId)}?ts=${Date.now()}`, {
    schema: organizationResponse,
    signal,
  });
}

export const organizationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'one', orgId],
    queryFn: ({ signal }) => getOrganization(orgId, signal),
    // The form is filled from this answer; a background refetch must not reset what is typed.
    staleTime: Infinity,
  });

/** No org selected yet: nothing is read. */
export function useOrganizationQuery(orgId: string | null) {
  return useQuery({ ...organizationQueryOptions(orgId ?? ''), enabled: orgId !== null });
}
