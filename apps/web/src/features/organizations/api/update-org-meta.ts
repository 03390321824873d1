import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrgMetaRequest } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';
import { organizationQueryOptions } from './get-organization';

/** POST /api/v1/organizations/{orgId}/meta */
export function updateOrgMeta({ orgId, meta }: { orgId: string; meta: UpdateOrgMetaRequest }): Promise<void> {
  return apiRequest(`/api/v1/organizations/${encodeURIComponent(orgId)}/meta`, { method: 'POST', body: meta });
}

export function useUpdateOrgMeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgMeta,
    onSuccess: (_result, { orgId }) =>
      queryClient.invalidateQueries({ queryKey: organizationQueryOptions(orgId).queryKey }),
  });
}
