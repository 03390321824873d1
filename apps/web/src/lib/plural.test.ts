import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'purchase')).toBe('1 purchase');
    expect(countOf(0, 'purchase')).toBe('0 purchases');
    expect(countOf(2, 'link')).toBe('2 links');
    expect(countOf(1200, 'ticket')).toBe('1,200 tickets');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
  });
});
