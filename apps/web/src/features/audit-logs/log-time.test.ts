import { describe, expect, it } from 'vitest';
import { epochToPicker, formatLogTime, pickerToEpoch } from './log-time';

describe('audit log times', () => {
  it('shows Chicago time with its zone, or UTC', () => {
    expect(formatLogTime(1_767_268_800, false)).toBe('2026-01-01 6:00:00 AM CST');
    expect(formatLogTime(1_767_268_800, true)).toBe('2026-01-01 12:00:00 UTC');
    expect(formatLogTime(1_783_000_000, false)).toMatch(/ CDT$/);
  });

  it('treats values above 1e10 as milliseconds', () => {
    expect(formatLogTime(1_767_268_800_000, true)).toBe('2026-01-01 12:00:00 UTC');
  });

  it('reads the pickers as Chicago wall-clock time', () => {
    expect(pickerToEpoch('2026-01-01 06:00:00')).toBe(1_767_268_800);
    expect(epochToPicker(1_767_268_800)).toBe('2026-01-01 06:00:00');
  });
});
