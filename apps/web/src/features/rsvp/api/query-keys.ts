/** Every cached answer about RSVPs sits under this key, so one invalidation refreshes them all. */
export const rsvpQueryKey = ['rsvp'] as const;
