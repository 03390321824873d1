import { describe, expect, it } from 'vitest';
import { lastDays, presetOf, rangeFromParams } from './stats-range';

// 2026-03-08 03:30 UTC is still March 7 in Chicago: days are counted there, not in UTC.
const now = Date.parse('2026-03-08T03:30:00Z');

describe('stats range', () => {
  it('counts the last days in Chicago, today included', () => {
    expect(lastDays(7, now)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(lastDays(30, now)).toEqual({ from: '2026-02-06', to: '2026-03-07' });
  });

  it('reads the range from the address, or falls back to the last 30 days', () => {
    const read = (query: string) => rangeFromParams(new URLSearchParams(query), now);
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    for (const bad of ['', 'from=2026-01-01', 'from=2026-02-01&to=2026-01-01', 'from=yesterday&to=2026-01-01'])
      expect(read(bad)).toEqual(lastDays(30, now));
  });

  it('names the preset a range is, if any', () => {
    expect(presetOf(lastDays(90, now), now)).toBe(90);
    expect(presetOf({ from: '2026-03-02', to: '2026-03-07' }, now)).toBeNull();
  });
});
