import { describe, expect, it } from 'vitest';
import { containingPattern } from './like-pattern';

describe('containingPattern', () => {
  it('finds the text anywhere and takes its wildcards and backslashes literally', () => {
    expect(containingPattern('gala')).toBe('%gala%');
    expect(containingPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
