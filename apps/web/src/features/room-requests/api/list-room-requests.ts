import { queryOptions, useQueries } from '@tanstack/react-query';
import { listRoomRequestsResponse, type RoomRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';
import { roomRequestsQueryKey } from './query-keys';

export type RoomRequestRow = Pick<RoomRequest, 'requestId' | 'title' | 'host' | 'status'>;
/** A row shown with others of several semesters: it names its own. */
export type RoomRequestRowOf = RoomRequestRow & { semester: string };

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

/** The requests of one or several semesters, each row with its semester (data once all have loaded). */
export function useRoomRequestsOfSemesters(semesters: string[]) {
  return useQueries({
    queries: semesters.map(roomRequestsQueryOptions),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? results.flatMap((result, index) => result.data!.map((row) => ({ ...row, semester: semesters[index]! })))
        : undefined,
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error ?? null,
    }),
  });
}
