import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatWallClock,
  fromPortalWallClock,
  portalTimeZone,
  toPortalWallClock,
} from './time';

describe('portal time', () => {
  it('shows moments in America/Chicago whatever the machine zone', () => {
    expect(portalTimeZone).toBe('America/Chicago');
    // 23:30 UTC on April 21 is 18:30 in Chicago (CDT, UTC-5).
    expect(formatDateTime('2025-04-21T23:30:00Z')).toBe('Apr 21, 2025 6:30 PM');
    // 03:00 UTC on January 2 is still January 1 in Chicago (CST, UTC-6).
    expect(formatDate('2025-01-02T03:00:00Z')).toBe('Jan 1, 2025');
  });

  it('reads and writes datetime-local values as Chicago wall-clock times', () => {
    expect(toPortalWallClock('2025-04-21T23:30:00Z')).toBe('2025-04-21T18:30');
    expect(fromPortalWallClock('2025-04-21T18:30')).toBe('2025-04-21T23:30:00.000Z');
    // In January Chicago is UTC-6.
    expect(fromPortalWallClock('2025-01-01T21:00')).toBe('2025-01-02T03:00:00.000Z');
    expect(toPortalWallClock(fromPortalWallClock('2025-11-02T09:15'))).toBe('2025-11-02T09:15');
  });

  it('shows a wall-clock time the way every other time is shown, converting nothing', () => {
    expect(formatWallClock('2030-10-01T18:00:00')).toBe('Oct 1, 2030 6:00 PM');
    expect(formatWallClock('2030-10-01')).toBe('Oct 1, 2030');
  });
});
