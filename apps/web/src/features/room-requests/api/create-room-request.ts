import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRoomRequestResponse, type CreateRoomRequestRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

/** POST /api/v1/roomRequests */
export function createRoomRequest(input: CreateRoomRequestRequest) {
  return apiRequest('/api/v1/roomRequests', { method: 'POST', body: input, schema: createRoomRequestResponse });
}

export function useCreateRoomRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoomRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomRequestsQueryKey }),
  });
}
