import { useQuery } from '@tanstack/react-query';
import { organizationResponse, type OrganizationResponse } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';
import { organizationQueryKey } from './query-keys';

/** GET /api/v1/organizations/{orgId}?ts=: the timestamp skips the cache, so an editor sees their own change. */
export function getOrganization(orgId: string, signal?: AbortSignal): Promise<OrganizationResponse> {
  return apiRequest(`/api/v1/organizations/${encodeURIComponent(orgId)}?ts=${Date.now()}`, {
    schema: organizationResponse,
    signal,
  });
}

export function useOrganizationQuery(orgId: string | null) {
  return useQuery({
    queryKey: organizationQueryKey(orgId ?? ''),
    queryFn: ({ signal }) => getOrganization(orgId!, signal),
    enabled: orgId !== null,
    // The form is filled from this answer; a background refetch must not reset what is typed.
    staleTime: Infinity,
  });
}
