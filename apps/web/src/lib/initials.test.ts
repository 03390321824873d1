import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes letters only, from the first and the last word', () => {
    expect(initials('Lee "Links" Park')).toBe('LP');
    expect(initials('Ada Admin')).toBe('AA');
    expect(initials('Mary-Jane van der Berg')).toBe('MB');
    expect(initials('élodie Ñúñez')).toBe('ÉÑ');
  });

  it('uses the name of an email, and says ? when there are no letters', () => {
    expect(initials('links@illinois.edu')).toBe('L');
    expect(initials('"42"')).toBe('?');
  });
});
