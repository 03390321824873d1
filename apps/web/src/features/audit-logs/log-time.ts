import dayjs from 'dayjs';
import { toEpochSeconds } from '@cp/contracts/audit-logs';
import { inPortalTime, portalTimeZone } from '../../lib/time';

/** An entry's time in UTC or in the chapter's zone; values above 1e10 are milliseconds. */
export function formatLogTime(createdAt: number, utc: boolean): string {
  const seconds = toEpochSeconds(createdAt);
  if (utc) return `${dayjs.unix(seconds).utc().format('YYYY-MM-DD HH:mm:ss')} UTC`;
  return `${inPortalTime(seconds * 1000).format('YYYY-MM-DD h:mm:ss A')} ${zoneName(seconds)}`;
}

const zoneFormat = new Intl.DateTimeFormat('en-US', { timeZone: portalTimeZone, timeZoneName: 'short' });

/** 'CST' or 'CDT', whichever was in force at that moment. */
function zoneName(seconds: number): string {
  return zoneFormat.formatToParts(seconds * 1000).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A picker's wall-clock value ('YYYY-MM-DD HH:mm:ss') in the chapter's zone, as epoch seconds. */
export function pickerToEpoch(value: string): number {
  return dayjs.tz(value, portalTimeZone).unix();
}

export function epochToPicker(seconds: number): string {
  return inPortalTime(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');
}
