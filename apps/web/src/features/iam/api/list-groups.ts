import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGroupsResponse, type IamGroup } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';
import { iamQueryKey } from './query-keys';

/** GET /api/v1/iam/groups: the groups the IAM page manages (protected groups are left out). */
export function listGroups(signal?: AbortSignal): Promise<IamGroup[]> {
  return apiRequest('/api/v1/iam/groups', { schema: listGroupsResponse, signal });
}

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: [...iamQueryKey, 'groups'], queryFn: ({ signal }) => listGroups(signal) });

export function useGroupsQuery(enabled: boolean) {
  return useQuery({ ...groupsQueryOptions(), enabled });
}
