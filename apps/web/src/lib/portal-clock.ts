import { config } from '../config';

// Portal times without dayjs: the light page for visitors (decision 0032) shows them too, and
// dayjs with its zone plugins would cost it more than its own pages. The texts are lib/time's
// formats exactly ('MMM D, YYYY h:mm A'); portal-clock.test.ts compares the two.

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(local: string) {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = local.split(/[-T:]/).map(Number);
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

/** A local portal time as lib/time's formatDateTime shows a moment: 'Sep 4, 2025 6:00 PM'. */
export function formatLocalDateTime(local: string): string {
  const { year, month, day } = parts(local);
  return `${months[month - 1]} ${day}, ${year} ${formatLocalTime(local)}`;
}

let portalClock: Intl.DateTimeFormat | undefined;

/** A moment as the portal's wall clock shows it, in the shape of the API's times ('2025-09-04T18:00:00'). */
export function toPortalLocal(moment: Date | number): string {
  // Made on first use: building a formatter for a zone takes a few milliseconds at start-up.
  portalClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: config.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = Object.fromEntries(portalClock.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** Now in the portal's time zone, in the shape of the API's times. */
export const portalNow = () => toPortalLocal(new Date());

/** A moment as lib/time's formatDateTime shows it, in the chapter's zone: 'Apr 21, 2025 6:30 PM'. */
export function formatMoment(value: Date | string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return formatLocalDateTime(toPortalLocal(date));
}

/**
 * lib/time's formatWallClock: a wall-clock time already in the chapter's zone, or a date alone
 * ('2030-10-01': 'Oct 1, 2030'), read as it is written.
 */
export function formatWallClock(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(local)) return 'Invalid Date';
  if (local.includes('T')) return formatLocalDateTime(local);
  const { year, month, day } = parts(local);
  return `${months[month - 1]} ${day}, ${year}`;
}
