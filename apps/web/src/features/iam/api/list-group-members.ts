import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGroupMembersResponse, type IamGroupMember } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';
import { iamQueryKey } from './query-keys';

/** GET /api/v1/iam/groups/{groupId}: name and email of each member. */
export function listGroupMembers(groupId: string, signal?: AbortSignal): Promise<IamGroupMember[]> {
  return apiRequest(`/api/v1/iam/groups/${encodeURIComponent(groupId)}`, { schema: listGroupMembersResponse, signal });
}

export const groupMembersQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...iamQueryKey, 'members', groupId],
    queryFn: ({ signal }) => listGroupMembers(groupId, signal),
  });

/** No group chosen yet: nothing is read. */
export function useGroupMembersQuery(groupId: string | null) {
  return useQuery({ ...groupMembersQueryOptions(groupId ?? ''), enabled: groupId !== null });
}
