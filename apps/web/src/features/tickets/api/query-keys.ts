/** Every cached answer about tickets sits under this key, so one invalidation refreshes them all. */
export const ticketsQueryKey = ['tickets'] as const;
