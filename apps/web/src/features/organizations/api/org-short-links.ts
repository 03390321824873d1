import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listOrgLinksResponse, type OrgLink, type SaveOrgLinkRequest } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';

const orgLinksPath = (orgId: string) => `/api/v1/linkry/orgs/${encodeURIComponent(orgId)}/redir`;

/** GET /api/v1/linkry/orgs/{orgId}/redir: the org's short links (its leads, links administrators). */
export const orgShortLinksQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['org-short-links', orgId],
    queryFn: ({ signal }): Promise<OrgLink[]> =>
      apiRequest(orgLinksPath(orgId), { schema: listOrgLinksResponse, signal }),
  });

export const useOrgShortLinksQuery = (orgId: string) => useQuery(orgShortLinksQueryOptions(orgId));

/** POST …/redir (create or repoint) and DELETE …/redir/{slug}; both refresh the org's list. */
export function useOrgShortLinkChanges(orgId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgShortLinksQueryOptions(orgId).queryKey });
  const save = useMutation({
    mutationFn: (link: SaveOrgLinkRequest) => apiRequest(orgLinksPath(orgId), { method: 'POST', body: link }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (slug: string) =>
      apiRequest(`${orgLinksPath(orgId)}/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}
