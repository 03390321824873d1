import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { portalTimeZone } from '@cp/contracts/events';

dayjs.extend(utc);
dayjs.extend(timezone);

const localFormat = 'YYYY-MM-DDTHH:mm:ss';

/** A local portal time ('2025-09-04T18:00:00', in the chapter's zone) as the instant it names. */
export function localToInstant(local: string): Date {
  return dayjs.tz(local, portalTimeZone).toDate();
}

/** An instant as local portal time, in the shape the API sends. */
export function instantToLocal(instant: Date): string {
  return dayjs(instant).tz(portalTimeZone).format(localFormat);
}

/** The local time of an instant as a zoned Day.js value (what the calendar generator expects). */
export function inPortalZone(value: Date | string): Dayjs {
  return typeof value === 'string' ? dayjs.tz(value, portalTimeZone) : dayjs(value).tz(portalTimeZone);
}

export function portalNow(): string {
  return instantToLocal(new Date());
}
