import { useQuery } from '@tanstack/react-query';
import { organizationListResponse, type OrganizationListItem } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';
import { organizationsQueryKey } from './query-keys';

/** GET /api/v1/organizations: every org's id and name, for the select. */
export function listOrganizations(signal?: AbortSignal): Promise<OrganizationListItem[]> {
  return apiRequest('/api/v1/organizations', { schema: organizationListResponse, signal });
}

export function useOrganizationListQuery() {
  return useQuery({
    queryKey: [...organizationsQueryKey, 'list'],
    queryFn: ({ signal }) => listOrganizations(signal),
    staleTime: 5 * 60 * 1000,
  });
}
