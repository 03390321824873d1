import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { logsResponse, type AuditLogModule, type LogsResponse } from '@cp/contracts/audit-logs';
import { apiRequest } from '../../../lib/api-client';
import { auditLogsQueryKey } from './query-keys';

export interface LogsWindow {
  module: AuditLogModule;
  /** Epoch seconds. */
  start: number;
  end: number;
  q: string;
  limit: number;
  cursor: string | null;
}

/** GET /api/v1/logs/{module}?start&end: one page, newest first, with the cursor of the next. */
export function listLogs(window: LogsWindow, signal?: AbortSignal): Promise<LogsResponse> {
  const query = new URLSearchParams({
    start: String(window.start),
    end: String(window.end),
    limit: String(window.limit),
    paged: 'true',
    ...(window.q && { q: window.q }),
    ...(window.cursor && { cursor: window.cursor }),
  });
  return apiRequest(`/api/v1/logs/${window.module}?${query}`, { schema: logsResponse, signal });
}

/** No window yet (the form is not submitted): nothing is read. */
export const logsQueryOptions = (window: LogsWindow | null) =>
  queryOptions({
    queryKey: [...auditLogsQueryKey, 'window', window],
    queryFn: ({ signal }) => listLogs(window!, signal),
    enabled: window !== null,
    placeholderData: keepPreviousData,
    // Each read is itself audited: do not re-read on focus, nor on mounting just after the read
    // at start-up (preload-signed-in-page).
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });

export function useLogsQuery(window: LogsWindow | null) {
  return useQuery(logsQueryOptions(window));
}
