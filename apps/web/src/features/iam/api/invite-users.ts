import { useMutation } from '@tanstack/react-query';
import { perEmailResponse, type PerEmailResponse } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/iam/inviteUsers: each email succeeds or fails on its own. */
export function inviteUsers(emails: string[]): Promise<PerEmailResponse> {
  return apiRequest('/api/v1/iam/inviteUsers', { method: 'POST', body: { emails }, schema: perEmailResponse });
}

export function useInviteUsers() {
  return useMutation({ mutationFn: inviteUsers });
}
