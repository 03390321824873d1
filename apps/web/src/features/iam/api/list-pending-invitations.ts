import { useQuery } from '@tanstack/react-query';
import { pendingInvitationsResponse, type PendingInvitationsResponse } from '@cp/contracts/iam';
import { apiRequest } from '../../../lib/api-client';
import { iamQueryKey } from './query-keys';

/** GET /api/v1/iam/invitations/pending: invitations whose person has not signed in yet, newest first. */
export function listPendingInvitations(signal?: AbortSignal): Promise<PendingInvitationsResponse> {
  return apiRequest('/api/v1/iam/invitations/pending', { schema: pendingInvitationsResponse, signal });
}

export function usePendingInvitationsQuery() {
  return useQuery({
    queryKey: [...iamQueryKey, 'invitations', 'pending'],
    queryFn: ({ signal }) => listPendingInvitations(signal),
  });
}
