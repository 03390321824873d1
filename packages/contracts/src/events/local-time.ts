import { z } from 'zod';

/** Events are entered, sent and shown in the chapter's time zone (spec section 9). */
export { portalTimeZone } from '../portal-time';

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// A pattern match is not enough: 2025-02-30 has the right shape but is no day.
function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isLocalDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return isRealDate(year, month, day) && hour < 24 && minute < 60 && second < 60;
}

function isLocalDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isRealDate(year, month, day);
}

/**
 * A wall-clock time in the portal's time zone, 'YYYY-MM-DDTHH:mm:ss' without an offset (spec
 * section 7). Strings of this shape sort in time order, so they are compared as strings.
 */
export const localDateTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isLocalDateTime, `${label} must be a date and time like 2025-09-04T18:00:00`);

/** A calendar day, 'YYYY-MM-DD' (used for excluded occurrences of a repeating event). */
export const localDateSchema = z.string().refine(isLocalDate, 'Excluded dates must look like 2025-09-04');
