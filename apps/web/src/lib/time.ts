import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { config } from '../config';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The chapter's time zone (spec section 9): times are entered and shown in it. */
export const portalTimeZone = config.timeZone;

type DateInput = Date | string | number | Dayjs;

/** A moment as seen in the chapter's time zone. */
export function inPortalTime(value: DateInput): Dayjs {
  return dayjs(value).tz(portalTimeZone);
}

/** For example 'Apr 21, 2025 6:30 PM'. */
export function formatDateTime(value: DateInput): string {
  return inPortalTime(value).format('MMM D, YYYY h:mm A');
}

export function formatDate(value: DateInput): string {
  return inPortalTime(value).format('MMM D, YYYY');
}

/**
 * A wall-clock time already in the chapter's zone ('2030-10-01T18:00:00', or a date
 * '2030-10-01'), shown like every other time: read as it is written, converting nothing.
 */
export function formatWallClock(local: string): string {
  return dayjs(local).format(local.includes('T') ? 'MMM D, YYYY h:mm A' : 'MMM D, YYYY');
}

const wallClockFormat = 'YYYY-MM-DDTHH:mm';

/** A moment as a `datetime-local` value in the chapter's zone, e.g. '2025-04-21T18:30'. */
export function toPortalWallClock(value: DateInput): string {
  return inPortalTime(value).format(wallClockFormat);
}

/** A `datetime-local` value read as the chapter's wall-clock time, as an ISO instant. */
export function fromPortalWallClock(value: string): string {
  return dayjs.tz(value, portalTimeZone).toISOString();
}
