import { describe, expect, it } from 'vitest';
import { isExpired, lifecycleOf, verdictOf } from './lifecycle';

const none = { validFrom: null, validUntil: null, maxClicks: null, fallbackUrl: null };
const at = (iso: string) => Date.parse(iso);

describe('link lifecycle', () => {
  it('gives an ordinary link no lifecycle, so its redirect checks nothing', () => {
    expect(lifecycleOf(none)).toBeNull();
    expect(verdictOf(null, Date.now())).toBe('target');
  });

  it('is outside before validFrom and from validUntil on', () => {
    const dated = lifecycleOf({
      ...none,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2026-02-01T00:00:00Z'),
    });
    expect(verdictOf(dated, at('2025-12-31T23:59:59Z'))).toBe('outside');
    expect(verdictOf(dated, at('2026-01-01T00:00:00Z'))).toBe('target');
    expect(verdictOf(dated, at('2026-02-01T00:00:00Z'))).toBe('outside');
  });

  it('leaves a link with a click limit to the database, and calls it expired once its clicks are spent', () => {
    expect(verdictOf(lifecycleOf({ ...none, maxClicks: 3 }), Date.now())).toBe('limited');
    expect(isExpired({ ...none, maxClicks: 3, counter: 2 })).toBe(false);
    expect(isExpired({ ...none, maxClicks: 3, counter: 3 })).toBe(true);
  });
});
