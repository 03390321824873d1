import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  formatLocalDateTime,
  formatLocalTime,
  formatMoment,
  formatWallClock,
  portalNow,
  toPortalLocal,
} from './portal-clock';
import * as dayjsTime from './time';
import { formatDateTime, inPortalTime } from './time';

// Moments around Chicago's daylight-saving changes, midnight and noon, and a spread over years.
const moments = [
  Date.UTC(2025, 2, 9, 7, 59, 59),
  Date.UTC(2025, 2, 9, 8, 0, 0),
  Date.UTC(2025, 10, 2, 6, 30, 0),
  Date.UTC(2025, 10, 2, 7, 30, 0),
  Date.UTC(2025, 0, 2, 5, 59, 0),
  Date.UTC(2025, 0, 2, 6, 0, 0),
  Date.UTC(2025, 6, 4, 17, 0, 0),
  ...Array.from({ length: 200 }, (_, index) => Date.UTC(2024, 0, 1) + index * 3_999_999_937),
];

describe('portal clock', () => {
  it('reads a moment as the chapter wall clock, as the dayjs zone plugin does', () => {
    for (const moment of moments) {
      expect(toPortalLocal(moment)).toBe(inPortalTime(moment).format('YYYY-MM-DDTHH:mm:ss'));
      expect(formatLocalDateTime(toPortalLocal(moment))).toBe(formatDateTime(moment));
    }
    expect(toPortalLocal(Date.UTC(2025, 3, 21, 23, 30))).toBe('2025-04-21T18:30:00');
    expect(portalNow()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('writes wall-clock times in the formats the portal shows, converting nothing', () => {
    for (const moment of moments) {
      const local = toPortalLocal(moment);
      expect(formatLocalDate(local)).toBe(dayjs(local).format('ddd, MMM D, YYYY'));
      expect(formatLocalTime(local)).toBe(dayjs(local).format('h:mm A'));
    }
    expect(formatLocalDate('2025-09-04T18:00:00')).toBe('Thu, Sep 4, 2025');
    expect(formatLocalTime('2025-09-04T00:05:00')).toBe('12:05 AM');
    expect(formatLocalDateTime('2030-10-01T12:00:00')).toBe('Oct 1, 2030 12:00 PM');
  });
});

describe('the moment and wall-clock texts say what lib/time says', () => {
  const moments = [
    '2026-12-01T18:00:00.000Z',
    '2026-03-08T07:59:00Z',
    '2026-03-08T08:00:00Z',
    '2026-11-01T06:30:00Z',
    '2026-07-04T05:00:00Z',
    '2026-07-04T17:05:00Z',
    '2027-01-01T05:59:00Z',
  ];
  it.each(moments)('at %s', (moment) => {
    expect(formatMoment(moment)).toBe(dayjsTime.formatDateTime(moment));
  });

  it('names midnight and noon as the portal does', () => {
    expect(formatMoment('2026-07-04T05:00:00Z')).toBe('Jul 4, 2026 12:00 AM');
    expect(formatMoment('2026-07-04T17:00:00Z')).toBe('Jul 4, 2026 12:00 PM');
  });

  it.each(['2030-04-10T19:00:00', '2030-10-01T00:15:00', '2030-12-31T12:00', '2030-01-05'])(
    'wall clock %s',
    (local) => {
      expect(formatWallClock(local)).toBe(dayjsTime.formatWallClock(local));
    },
  );
});
