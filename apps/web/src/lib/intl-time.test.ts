import { describe, expect, it } from 'vitest';
import * as dayjsTime from './time';
import { formatDateTime, formatWallClock } from './intl-time';

describe('the Intl time texts say what the portal says', () => {
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
    expect(formatDateTime(moment)).toBe(dayjsTime.formatDateTime(moment));
  });

  it('names midnight and noon as the portal does', () => {
    expect(formatDateTime('2026-07-04T05:00:00Z')).toBe('Jul 4, 2026 12:00 AM');
    expect(formatDateTime('2026-07-04T17:00:00Z')).toBe('Jul 4, 2026 12:00 PM');
  });

  const wallClocks = ['2030-04-10T19:00:00', '2030-10-01T00:15:00', '2030-12-31T12:00', '2030-01-05'];
  it.each(wallClocks)('wall clock %s', (local) => {
    expect(formatWallClock(local)).toBe(dayjsTime.formatWallClock(local));
  });
});
