import type { EventRepeat } from '@cp/contracts/events';
import { inPortalTime } from '../../lib/time';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(local: string) {
  const [year, month, day, hour, minute] = local.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return { year, month, day, hour, minute };
}

/**
 * The day of a local portal time as sent by the API ('2025-09-04T18:00:00'): 'Thu, Sep 4, 2025'.
 * Read field by field: it already is Chicago time, whatever the browser's own zone.
 */
export function formatLocalDate(local: string): string {
  const { year, month, day } = parts(local);
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${months[month - 1]} ${day}, ${year}`;
}

/** The time of day of a local portal time: '6:00 PM'. */
export function formatLocalTime(local: string): string {
  const { hour, minute } = parts(local);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
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
