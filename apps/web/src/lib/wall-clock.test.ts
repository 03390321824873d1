import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatWallClock } from './wall-clock';

describe('wall-clock times without dayjs', () => {
  it('reads as dayjs formatted them, round the clock and the year', () => {
    const samples = [
      '2030-01-05',
      '2030-12-31T00:05:00',
      '2030-06-15T12:00',
      '2031-03-09T11:59:59',
      '2030-10-01T23:45',
    ];
    for (const local of samples)
      expect(formatWallClock(local)).toBe(
        dayjs(local).format(local.includes('T') ? 'MMM D, YYYY h:mm A' : 'MMM D, YYYY'),
      );
  });

  it('shows midnight and noon on the twelve-hour clock', () => {
    expect(formatWallClock('2030-10-01T00:30:00')).toBe('Oct 1, 2030 12:30 AM');
    expect(formatWallClock('2030-10-01T12:00:00')).toBe('Oct 1, 2030 12:00 PM');
  });
});
