import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrganizationsResponse, type OrganizationSummary } from '@cp/contracts/organizations';
import { apiRequest } from '../api-client';
import { organizationsUrl } from './organizations-url';

/** Every cached answer about organizations sits under this key, so one invalidation refreshes them all. */
export const organizationsQueryKey = ['organizations'] as const;

/**
 * GET /api/v1/organizations: every org's id and name, for host pickers, host names and the org
 * select. Every caller needs only those two, so the summary schema is parsed and the pages and
 * leads the answer also carries are dropped.
 */
export function listOrganizations(signal?: AbortSignal): Promise<OrganizationSummary[]> {
  return apiRequest(organizationsUrl, { schema: listOrganizationsResponse, signal });
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'list'],
    queryFn: ({ signal }) => listOrganizations(signal),
    // Orgs are added or renamed a few times a year.
    staleTime: 5 * 60 * 1000,
  });

export function useOrganizationsQuery() {
  return useQuery(organizationsQueryOptions());
}
