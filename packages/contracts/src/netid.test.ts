import { describe, expect, it } from 'vitest';
import { isUniversityEmail, isValidNetId, netIdFromEmail } from './netid';

describe('NetID rule', () => {
  it.each(['ab1', 'jdoe2', 'ABC-12', 'xy123456', 'ab-'])('accepts %s', (id) => expect(isValidNetId(id)).toBe(true));
  it.each(['a', 'ab', '1ab', 'a1b', 'abcdefghi', 'ab_1', 'ab 1', 'ab.c', ''])('refuses %j', (id) =>
    expect(isValidNetId(id)).toBe(false),
  );

  it('takes the NetID from a university email, lower-cased', () => {
    expect(netIdFromEmail('JDoe2@Illinois.edu')).toBe('jdoe2');
    expect(netIdFromEmail('jdoe2@gmail.com')).toBeNull();
    expect(netIdFromEmail('jdoe2@evil-illinois.edu')).toBeNull();
    expect(isUniversityEmail('x@illinois.edu')).toBe(false);
  });
});
