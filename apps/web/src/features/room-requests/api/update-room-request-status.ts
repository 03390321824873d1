import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRoomRequestStatusResponse, type UpdateRoomRequestStatusRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

interface Target {
  semester: string;
  requestId: string;
}

/** POST /api/v1/roomRequests/{semester}/{requestId}/status */
export function updateRoomRequestStatus({ semester, requestId }: Target, change: UpdateRoomRequestStatusRequest) {
  const path = `/api/v1/roomRequests/${encodeURIComponent(semester)}/${encodeURIComponent(requestId)}/status`;
  return apiRequest(path, { method: 'POST', body: change, schema: updateRoomRequestStatusResponse });
}

export function useUpdateRoomRequestStatus(target: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateRoomRequestStatusRequest) => updateRoomRequestStatus(target, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomRequestsQueryKey }),
  });
}
