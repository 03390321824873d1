import { useMutation } from '@tanstack/react-query';
import { maxQueryNetIds, verifyBatchResponse, type VerifyBatchResponse } from '@cp/contracts/memberships';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v2/membership/verifyBatchOfMembers, in calls of at most 500 NetIDs. */
export async function verifyMembers(netIds: string[]): Promise<VerifyBatchResponse> {
  const result: VerifyBatchResponse = { members: [], notMembers: [] };
  for (let start = 0; start < netIds.length; start += maxQueryNetIds) {
    const part = await apiRequest('/api/v2/membership/verifyBatchOfMembers', {
      method: 'POST',
      body: netIds.slice(start, start + maxQueryNetIds),
      schema: verifyBatchResponse,
    });
    result.members.push(...part.members);
    result.notMembers.push(...part.notMembers);
  }
  return result;
}

export function useVerifyMembers() {
  return useMutation({ mutationFn: verifyMembers });
}
