import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './graph-client';

describe('retryDelayMs (Graph throttling)', () => {
  it('waits the seconds Retry-After gives, capped at 30 s', () => {
    expect(retryDelayMs('0', 1)).toBe(0);
    expect(retryDelayMs('7', 1)).toBe(7000);
    expect(retryDelayMs('3600', 1)).toBe(30_000);
  });

  it('accepts an HTTP date', () => {
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(retryDelayMs(inTwoSeconds, 1)).toBeGreaterThan(0);
    expect(retryDelayMs(inTwoSeconds, 1)).toBeLessThanOrEqual(2000);
  });

  it('backs off exponentially without Retry-After', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(null, attempt))).toEqual([1000, 2000, 4000]);
  });
});
