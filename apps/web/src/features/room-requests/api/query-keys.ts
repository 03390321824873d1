/** Every cached answer about room requests sits under this key, so one invalidation refreshes them all. */
export const roomRequestsQueryKey = ['roomRequests'] as const;
