import { describe, expect, it } from 'vitest';
import { when } from './format';

describe('announcement dates', () => {
  it('are written as every date in the portal, in the chapter’s zone (issue 43)', () => {
    // 15:03 UTC on Nov 26, 2026: 9:03 AM in Chicago, with no comma before the time.
    expect(when(1_795_705_380)).toBe('Nov 26, 2026 9:03 AM');
  });
});
