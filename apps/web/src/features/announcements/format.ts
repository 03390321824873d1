import type { AnnouncementStatus } from '@cp/contracts/announcements';

export const statusColor: Record<AnnouncementStatus, string> = {
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'gray',
};

/** Epoch seconds in the reader's own words and zone. */
export const when = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
