import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkInResponse,
  type CheckInRequest,
  type CheckInResponse,
  type TicketCheckInBody,
} from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { salesQueryKey } from './query-keys';

/**
 * POST /api/v1/tickets/checkIn: a code from a QR, or a card's UIN with its item. The Idempotency-Key is made once per scan, so if the answer is
 * lost (a dropped connection at the door) a retry of the same scan gets the first answer back.
 */
export function checkIn(
  request: TicketCheckInBody,
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
