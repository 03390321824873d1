/** Every cached answer about events sits under this key, so one invalidation refreshes them all. */
export const eventsQueryKey = ['events'] as const;
