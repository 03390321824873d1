import type { AnnouncementStatus } from '@cp/contracts/announcements';
import { formatMoment } from '../../lib/portal-clock';

export const statusColor: Record<AnnouncementStatus, string> = {
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'gray',
};

/**
 * Epoch seconds as every date in the portal is written, in the chapter's zone: 'Nov 26, 2026 9:03
 * AM' (issue 43: the reader's locale gave 'Nov 26, 2026, 9:03 AM' beside the events' dates).
 */
export const when = (seconds: number) => formatMoment(seconds * 1000);
