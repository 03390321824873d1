import { z } from 'zod';

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Wall-clock fields read as UTC: differences in minutes without the browser's time zone. */
function wallClock(value: string): Date | null {
  const match = dateTimePattern.exec(value) ?? datePattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  return real && hour < 24 && minute < 60 ? date : null;
}

/** Minutes from `start` to `end`, both 'YYYY-MM-DDTHH:mm:00' Chicago wall-clock times. */
export function minutesBetween(start: string, end: string): number {
  const from = wallClock(start);
  const to = wallClock(end);
  return from && to ? (to.getTime() - from.getTime()) / 60_000 : Number.NaN;
}

/** decisions.md: local time in the chapter's zone, 'YYYY-MM-DDTHH:mm:00'. */
export const roomDateTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(
      (value) => dateTimePattern.test(value) && wallClock(value) !== null,
      `${label} must be a date and time like 2025-09-04T18:00:00`,
    );

/** decisions.md: 'YYYY-MM-DD'. */
export const roomDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((value) => datePattern.test(value) && wallClock(value) !== null, `${label} must be a date like 2025-09-04`);
