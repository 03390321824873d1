import { useQuery } from '@tanstack/react-query';
import { listGroupMembersResponse, type IamGroupMember } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';
import { groupMembersKey } from './query-keys';

/** GET /api/v1/iam/groups/{groupId}: name and email of each member. */
export function listGroupMembers(groupId: string, signal?: AbortSignal): Promise<IamGroupMember[]> {
  return apiRequest(`/api/v1/iam/groups/${encodeURIComponent(groupId)}`, { schema: listGroupMembersResponse, signal });
}

export function useGroupMembersQuery(groupId: string | null) {
  return useQuery({
    queryKey: groupMembersKey(groupId ?? ''),
    queryFn: ({ signal }) => listGroupMembers(groupId!, signal),
    enabled: groupId !== null,
  });
}
