/** Every cached answer about API keys sits under this key, so one invalidation refreshes them all. */
export const apiKeysQueryKey = ['api-keys'] as const;
