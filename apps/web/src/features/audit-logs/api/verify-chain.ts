import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyLogsResponse, type VerifyLogsResponse } from '@cp/contracts/audit-logs';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/logs/verify: walks the hash chain now (and records that it did). */
export function verifyChain(): Promise<VerifyLogsResponse> {
  return apiRequest('/api/v1/logs/verify', { schema: verifyLogsResponse });
}

/** A mutation, since each run writes its verification: the home's card and the log read it again. */
export function useVerifyChain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyChain, onSuccess: () => queryClient.invalidateQueries() });
}
