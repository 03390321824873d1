import { z } from 'zod';

import { portalTimeZone } from '../portal-time';

/** Events are entered, sent and shown in the chapter's time zone (spec section 9). */
export { portalTimeZone };

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

/** An instant with its offset, as `Date.toISOString()` gives it: `2026-11-27T16:01:40.000Z`. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

const portalClock = new Intl.DateTimeFormat('en-US', {
  timeZone: portalTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant as the portal's wall-clock time, 'YYYY-MM-DDTHH:mm:ss'. */
export function instantToPortalLocal(instant: Date): string {
  const part = Object.fromEntries(portalClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** An instant with an offset becomes the portal's wall-clock time; anything else is left as sent. */
function toPortalLocal(value: string): string {
  if (!instantPattern.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instantToPortalLocal(instant);
}

/**
 * A wall-clock time in the portal's time zone, 'YYYY-MM-DDTHH:mm:ss' without an offset (spec
 * section 7). Strings of this shape sort in time order, so they are compared as strings. An
 * instant with an offset (the chapter platform's clients send `Date.toISOString()`) is taken as
 * the moment it names, in the portal's zone.
 */
export const localDateTimeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform(toPortalLocal)
    .refine(isLocalDateTime, `${label} must be a date and time like 2025-09-04T18:00:00`);

/** A calendar day, 'YYYY-MM-DD' (used for excluded occurrences of a repeating event). */
export const localDateSchema = z.string().refine(isLocalDate, 'Excluded dates must look like 2025-09-04');
