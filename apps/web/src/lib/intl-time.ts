import { config } from '../config';

// The portal's two time texts of lib/time.ts ('Apr 21, 2025 6:30 PM'), built with Intl instead of
// dayjs, for the light page for visitors (decision 0032), where dayjs and its zone plugins would
// be a tenth of the page's JavaScript. intl-time.test.ts holds the two to the same words.

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, value: Date): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(value).map((part) => [part.type, part.value]));
}

const clock = (hour: number, minute: string) => `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;

/** A moment in the chapter's time zone, e.g. 'Apr 21, 2025 6:30 PM' (lib/time's formatDateTime). */
export function formatDateTime(value: Date | string | number, timeZone: string = config.timeZone): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const part = partsIn(timeZone, date);
  // The 12-hour cycle names midnight 12, as dayjs's 'h' does.
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/**
 * A wall-clock time already in the chapter's zone ('2030-10-01T18:00:00', or a date '2030-10-01'),
 * read as it is written, converting nothing (lib/time's formatWallClock).
 */
export function formatWallClock(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local);
  if (!match) return 'Invalid Date';
  const [, year, month, day, hour, minute] = match;
  const date = `${monthNames[Number(month) - 1]} ${Number(day)}, ${year}`;
  return local.includes('T') && hour !== undefined ? `${date} ${clock(Number(hour), minute!)}` : date;
}
