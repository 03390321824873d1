import { describe, expect, it } from 'vitest';
import { afterSignInTarget, isAuthRelatedPath, signInUrl, usableReturnPath } from './sign-in';

describe('signInUrl', () => {
  it('carries a safe return path, encoded', () => {
    expect(signInUrl('/auth/login', '/profile?tab=1#x')).toBe('/auth/login?returnTo=%2Fprofile%3Ftab%3D1%23x');
  });

  it('asks the provider to prompt again for /force_login', () => {
    expect(signInUrl('/auth/login', '/home', { forcePrompt: true })).toBe('/auth/login?returnTo=%2Fhome&prompt=login');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ])('replaces the off-origin return path %s with /home', (returnTo) => {
    expect(signInUrl('/auth/login', returnTo)).toBe('/auth/login?returnTo=%2Fhome');
  });

  it('does not come back to a sign-in or sign-out page', () => {
    expect(signInUrl('/auth/login', '/logout')).toBe('/auth/login?returnTo=%2Fhome');
    expect(signInUrl('/auth/login', '/login?li=true')).toBe('/auth/login?returnTo=%2Fhome');
  });
});

describe('afterSignInTarget (a signed-in visitor on /login)', () => {
  it('goes to the return path or /home when logged in', () => {
    expect(afterSignInTarget('loggedIn', '/events/manage?x=1')).toBe('/events/manage?x=1');
    expect(afterSignInTarget('loggedIn', null)).toBe('/home');
    expect(afterSignInTarget('loggedIn', 'https://evil.example/')).toBe('/home');
    expect(afterSignInTarget('loggedIn', '//evil.example/')).toBe('/home');
    expect(afterSignInTarget('loggedIn', '/login')).toBe('/home');
  });

  it('goes to the first-time profile page when the profile is incomplete', () => {
    expect(afterSignInTarget('unknown', '/iam')).toBe('/profile?firstTime=true&returnTo=%2Fiam');
    expect(afterSignInTarget('unknown', null)).toBe('/profile?firstTime=true');
    expect(afterSignInTarget('unknown', '//evil.example')).toBe('/profile?firstTime=true');
  });

  it('stays on /login when logged out', () => {
    expect(afterSignInTarget('loggedOut', '/iam')).toBeNull();
  });
});

describe('helpers', () => {
  it('knows the auth-related paths', () => {
    expect(['/login', '/logout', '/force_login', '/a', '/auth/callback'].every(isAuthRelatedPath)).toBe(true);
    expect(isAuthRelatedPath('/auth')).toBe(false);
    expect(isAuthRelatedPath('/home')).toBe(false);
  });

  it('accepts only same-origin, non-auth return paths', () => {
    expect(usableReturnPath('/tickets/scan')).toBe('/tickets/scan');
    expect(usableReturnPath('/logout?x=1')).toBeNull();
    expect(usableReturnPath(undefined)).toBeNull();
  });
});
