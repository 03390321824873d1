import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestLogsResponse, type LogEntry } from '@cp/contracts/audit-logs';
import { apiRequest } from '../../../lib/api-client';
import { auditLogsQueryKey } from './query-keys';

/** GET /api/v1/logs/request/{requestId}: every entry one request wrote, in every module. */
export async function listRequestLogs(requestId: string, signal?: AbortSignal): Promise<LogEntry[]> {
  const body = await apiRequest(`/api/v1/logs/request/${encodeURIComponent(requestId)}`, {
    schema: requestLogsResponse,
    signal,
  });
  return body.entries;
}

export const requestLogsQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [...auditLogsQueryKey, 'request', requestId],
    queryFn: ({ signal }) => listRequestLogs(requestId, signal),
    // Each read is itself audited: do not re-read on focus.
    refetchOnWindowFocus: false,
  });

export function useRequestLogsQuery(requestId: string) {
  return useQuery(requestLogsQueryOptions(requestId));
}
