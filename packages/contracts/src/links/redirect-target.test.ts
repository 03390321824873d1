import { describe, expect, it } from 'vitest';
import { redirectBypassStrings } from './bypass-targets';
import { isSafeRedirectTarget, normalizeRedirectTarget, redirectTargetSchema } from './redirect-target';

describe('redirect target', () => {
  it.each(redirectBypassStrings.map((s) => [JSON.stringify(s).slice(0, 80), s]))('refuses %s', (_label, target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
    const result = redirectTargetSchema.safeParse(target);
    expect(result.error?.issues[0]?.message).toBe('Invalid URL. Use format: https:// or https://www.example.com');
  });

  it.each([
    'https://www.example.com',
    'http://localhost:8181/tos',
    'HTTPS://Example.COM/Path?q=1#top',
    'https://example.com/a@b',
    'https://exämple.com/ü',
    'http://127.0.0.1:3000/',
    'https://[::1]/x',
  ])('accepts %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true);
  });

  it('refuses what is not a string', () => {
    expect(isSafeRedirectTarget(undefined)).toBe(false);
    expect(isSafeRedirectTarget(42)).toBe(false);
  });

  it('normalizes to an ASCII URL a Location header can carry', () => {
    expect(normalizeRedirectTarget('https://exämple.com/ü?q=ä')).toBe('https://xn--exmple-cua.com/%C3%BC?q=%C3%A4');
    expect(normalizeRedirectTarget('HTTPS://Example.COM')).toBe('https://example.com/');
  });
});
