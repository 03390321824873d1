import { inPortalTime } from '../../lib/time';
import type { StatsRange } from './api/get-link-stats';

const dayFormat = 'YYYY-MM-DD';
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Today as the portal counts days (Chicago). */
export const portalToday = (now = Date.now()) => inPortalTime(now).format(dayFormat);

/** The last `days` Chicago days, today included. */
export function lastDays(days: number, now = Date.now()): StatsRange {
  const today = inPortalTime(now);
  return { from: today.subtract(days - 1, 'day').format(dayFormat), to: today.format(dayFormat) };
}

export const rangePresets = [7, 30, 90] as const;
export const defaultRangeDays = 30;

/** The range in the page's address (?from=&to=), or the last 30 days when it names none or a bad one. */
export function rangeFromParams(params: URLSearchParams, now = Date.now()): StatsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  return lastDays(defaultRangeDays, now);
}

/** Which preset a range is, if it is one (so its button shows pressed). */
export function presetOf(range: StatsRange, now = Date.now()): number | null {
  return (
    rangePresets.find((days) => {
      const preset = lastDays(days, now);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}
