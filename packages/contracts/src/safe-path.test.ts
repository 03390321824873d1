import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPath } from './safe-path';

/** Strings that a browser or a later redirect hop could read as another origin. */
const offOrigin = [
  '//evil.example',
  '/\u3002/evil.example',
  '/caf\u00e9',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http://evil.example/profile',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2fevil.example',
  '/%2Fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '%2f%2fevil.example',
  '/%252f%252fevil.example',
  '/\tevil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/ /evil.example',
  '\u0000//evil.example',
  'evil.example',
  'profile',
  '',
  '/%',
  `/${'a'.repeat(3000)}`,
];

const onOrigin = [
  '/',
  '/home',
  '/profile?tab=1#x',
  '/events/edit/abc?x=%2F',
  '/linkry?previousPage=%2Fhome',
  '/tos#section-3',
];

describe('safe return paths', () => {
  it.each(offOrigin)('refuses %j', (candidate) => {
    expect(isSafeReturnPath(candidate)).toBe(false);
    expect(safeReturnPath(candidate)).toBe('/home');
  });

  it.each(onOrigin)('keeps %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBe(candidate);
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/home'], { path: '/home' }])
      expect(isSafeReturnPath(value)).toBe(false);
  });

  it('never resolves an accepted path off the origin', () => {
    const base = 'https://portal.example';
    for (const candidate of [...offOrigin, ...onOrigin]) {
      const chosen = safeReturnPath(candidate, '/');
      expect(new URL(chosen, base).origin).toBe(base);
    }
  });
});
