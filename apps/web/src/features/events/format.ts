import type { EventRepeat } from '@cp/contracts/events';
import { inPortalTime } from '../../lib/time';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A local portal time as sent by the API ('2025-09-04T18:00:00'), e.g. 'Thu, Sep 4, 2025 6:00 PM'.
 * Read field by field: it already is Chicago time, whatever the browser's own zone.
 */
export function formatLocalDateTime(local: string): string {
  const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${weekday}, ${months[month - 1]} ${day}, ${year} ${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

export const repeatLabels: Record<EventRepeat, string> = { weekly: 'Weekly', biweekly: 'Biweekly' };

/** Now in the portal's time zone, in the shape of the API's times (for the upcoming/previous split). */
export function portalNow(): string {
  return inPortalTime(new Date()).format('YYYY-MM-DDTHH:mm:ss');
}

/** Today in the portal's time zone, 'YYYY-MM-DD'. */
export function portalToday(): string {
  return portalNow().slice(0, 10);
}
