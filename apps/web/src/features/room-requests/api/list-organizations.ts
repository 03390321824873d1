import { useQuery } from '@tanstack/react-query';
import { listOrganizationsResponse, type OrganizationSummary } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/organizations: the possible hosts, and the names shown for host ids. */
export function listOrganizations(signal?: AbortSignal): Promise<OrganizationSummary[]> {
  return apiRequest('/api/v1/organizations', { schema: listOrganizationsResponse, signal });
}

export function useOrganizationsQuery() {
  return useQuery({
    queryKey: ['organizations', 'summaries'],
    queryFn: ({ signal }) => listOrganizations(signal),
    staleTime: 5 * 60 * 1000,
  });
}
