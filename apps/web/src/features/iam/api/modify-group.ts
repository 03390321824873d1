import { useMutation, useQueryClient } from '@tanstack/react-query';
import { perEmailResponse, type PerEmailResponse } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';
import { groupMembersQueryOptions } from './list-group-members';

export interface ModifyGroupInput {
  groupId: string;
  add: string[];
  remove: string[];
}

/** PATCH /api/v1/iam/groups/{groupId}: each email succeeds or fails on its own. */
export function modifyGroup({ groupId, add, remove }: ModifyGroupInput): Promise<PerEmailResponse> {
  return apiRequest(`/api/v1/iam/groups/${encodeURIComponent(groupId)}`, {
    method: 'PATCH',
    body: { add, remove },
    schema: perEmailResponse,
  });
}

export function useModifyGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyGroup,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: groupMembersQueryOptions(input.groupId).queryKey }),
  });
}
