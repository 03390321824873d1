import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editRoomRequestResponse, type EditRoomRequestRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

interface Target {
  semester: string;
  requestId: string;
}

/** PATCH /api/v1/roomRequests/{semester}/{requestId}: only the changed fields and the reason. */
export function editRoomRequest({ semester, requestId }: Target, change: EditRoomRequestRequest) {
  const path = `/api/v1/roomRequests/${encodeURIComponent(semester)}/${encodeURIComponent(requestId)}`;
  return apiRequest(path, { method: 'PATCH', body: change, schema: editRoomRequestResponse });
}

export function useEditRoomRequest(target: Target) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EditRoomRequestRequest) => editRoomRequest(target, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomRequestsQueryKey }),
  });
}
