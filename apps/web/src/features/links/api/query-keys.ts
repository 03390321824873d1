/** Every cached answer about links sits under this key, so one invalidation refreshes them all. */
export const linksQueryKey = ['links'] as const;
