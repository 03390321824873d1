/** Every cached answer about tickets sits under this key, so one invalidation refreshes them all. */
export const ticketsQueryKey = ['tickets'] as const;
/** Every item's purchases: a check-in changes one of them, so all are refreshed. */
export const salesQueryKey = [...ticketsQueryKey, 'sales'] as const;
