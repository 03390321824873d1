import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrgLeadsRequest } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';
import { organizationQueryOptions } from './get-organization';

/** PATCH /api/v1/organizations/{orgId}/leads */
export function updateOrgLeads({ orgId, changes }: { orgId: string; changes: UpdateOrgLeadsRequest }): Promise<void> {
  return apiRequest(`/api/v1/organizations/${encodeURIComponent(orgId)}/leads`, { method: 'PATCH', body: changes });
}

export function useUpdateOrgLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgLeads,
    onSuccess: (_result, { orgId }) =>
      queryClient.invalidateQueries({ queryKey: organizationQueryOptions(orgId).queryKey }),
  });
}
