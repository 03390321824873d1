import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInResponse, type CheckInRequest, type CheckInResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { salesQueryKey } from './query-keys';

/**
 * POST /api/v1/tickets/checkIn. The Idempotency-Key is made once per scan, so if the answer is
 * lost (a dropped connection at the door) a retry of the same scan gets the first answer back.
 */
export function checkIn(
  request: CheckInRequest,
  idempotencyKey: string = crypto.randomUUID(),
  timeoutMs?: number,
): Promise<CheckInResponse> {
  return apiRequest('/api/v1/tickets/checkIn', {
    method: 'POST',
    body: request,
    schema: checkInResponse,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs,
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckInRequest) => checkIn(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }),
  });
}
