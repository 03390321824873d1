import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRoomRequestResponse, type RoomRequestDetails } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

/** GET /api/v1/roomRequests/{semester}/{requestId} */
export function getRoomRequest(semester: string, requestId: string, signal?: AbortSignal): Promise<RoomRequestDetails> {
  const path = `/api/v1/roomRequests/${encodeURIComponent(semester)}/${encodeURIComponent(requestId)}`;
  return apiRequest(path, { schema: getRoomRequestResponse, signal });
}

export const roomRequestQueryOptions = (semester: string, requestId: string) =>
  queryOptions({
    queryKey: [...roomRequestsQueryKey, 'one', semester, requestId],
    queryFn: ({ signal }) => getRoomRequest(semester, requestId, signal),
  });

export function useRoomRequestQuery(semester: string, requestId: string) {
  return useQuery(roomRequestQueryOptions(semester, requestId));
}
