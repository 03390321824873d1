import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoomRequestsResponse, type RoomRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

export type RoomRequestRow = Pick<RoomRequest, 'requestId' | 'title' | 'host' | 'status'>;

/** GET /api/v1/roomRequests/{semester}?select=requestId&select=title&select=host&select=status */
export async function listRoomRequests(semester: string, signal?: AbortSignal): Promise<RoomRequestRow[]> {
  const query = ['requestId', 'title', 'host', 'status'].map((field) => `select=${field}`).join('&');
  const rows = await apiRequest(`/api/v1/roomRequests/${encodeURIComponent(semester)}?${query}`, {
    schema: listRoomRequestsResponse,
    signal,
  });
  return rows as RoomRequestRow[];
}

export const roomRequestsQueryOptions = (semester: string) =>
  queryOptions({
    queryKey: [...roomRequestsQueryKey, 'list', semester],
    queryFn: ({ signal }) => listRoomRequests(semester, signal),
  });

export function useRoomRequestsQuery(semester: string) {
  return useQuery(roomRequestsQueryOptions(semester));
}
