import { describe, expect, it } from 'vitest';
import {
  errorOutcome,
  fallbackRedirect,
  fullPath,
  loggedOutRedirect,
  loginRedirect,
  unknownRedirect,
} from './route-policy';

const at = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe('logged-out state', () => {
  it('sends / to /login', () => {
    expect(loggedOutRedirect(at('/'))).toBe('/login');
  });

  it('asks for sign-in with the whole original path, search and hash encoded', () => {
    expect(loggedOutRedirect(at('/profile?tab=1#x'))).toBe('/login?returnTo=%2Fprofile%3Ftab%3D1%23x&li=true');
    expect(loggedOutRedirect(at('/events/manage'))).toBe('/login?returnTo=%2Fevents%2Fmanage&li=true');
  });

  it.each(['/login', '/logout', '/force_login', '/a', '/auth/callback', '/logout/'])(
    'sends the auth-related path %s straight to /login',
    (path) => {
      expect(loggedOutRedirect(at(path))).toBe('/login');
    },
  );

  it('does not treat paths that merely start like auth paths as auth paths', () => {
    expect(loggedOutRedirect(at('/about'))).toBe('/login?returnTo=%2Fabout&li=true');
    expect(loggedOutRedirect(at('/login-help'))).toBe('/login?returnTo=%2Flogin-help&li=true');
  });
});

describe('unknown state (profile incomplete)', () => {
  it('sends other paths to the first-time profile page with the original encoded', () => {
    expect(unknownRedirect(at('/events/manage?x=1#top'))).toBe(
      '/profile?returnTo=%2Fevents%2Fmanage%3Fx%3D1%23top&firstTime=true',
    );
    expect(unknownRedirect(at('/home'))).toBe('/profile?returnTo=%2Fhome&firstTime=true');
  });

  it.each(['/login', '/a', '/logout', '/force_login', '/auth/callback'])('sends %s to /login', (path) => {
    expect(unknownRedirect(at(path))).toBe('/login');
  });
});

describe('fallbackRedirect', () => {
  it('picks the rule of each state, and none for the logged-in state (not-found page)', () => {
    expect(fallbackRedirect('loggedOut', at('/iam'))).toBe('/login?returnTo=%2Fiam&li=true');
    expect(fallbackRedirect('unknown', at('/iam'))).toBe('/profile?returnTo=%2Fiam&firstTime=true');
    expect(fallbackRedirect('loggedIn', at('/iam/unknown-page'))).toBeNull();
  });
});

describe('errorOutcome', () => {
  const here = at('/events/edit/42?x=1');

  it("shows the not-found page for a '404' error when logged in", () => {
    expect(errorOutcome('loggedIn', new Error('404'), here)).toEqual({ kind: 'notFound' });
  });

  it("redirects to sign-in for a '404' error otherwise", () => {
    const to = '/login?returnTo=%2Fevents%2Fedit%2F42%3Fx%3D1&li=true';
    expect(errorOutcome('loggedOut', new Error('404'), here)).toEqual({ kind: 'redirect', to });
    expect(errorOutcome('unknown', new Error('404'), here)).toEqual({ kind: 'redirect', to });
  });

  it('never redirects a failing sign-in page to itself', () => {
    expect(errorOutcome('loggedOut', new Error('404'), at('/login?li=true'))).toEqual({ kind: 'error' });
  });

  it('treats a router 404 response like a 404 error', () => {
    expect(errorOutcome('loggedIn', { status: 404, statusText: 'Not Found', data: null }, here)).toEqual({
      kind: 'notFound',
    });
  });

  it('shows the generic error page for anything else', () => {
    expect(errorOutcome('loggedIn', new Error('boom'), here)).toEqual({ kind: 'error' });
    expect(errorOutcome('loggedOut', new Error('Not Found'), here)).toEqual({ kind: 'error' });
    expect(errorOutcome('loggedIn', 'a string', here)).toEqual({ kind: 'error' });
  });
});

describe('helpers', () => {
  it('keeps search and hash in the full path', () => {
    expect(fullPath({ pathname: '/a/b', search: '?q=1', hash: '#h' })).toBe('/a/b?q=1#h');
    expect(fullPath({ pathname: '/a/b' })).toBe('/a/b');
  });

  it('builds a login redirect whose returnTo decodes back to the original', () => {
    const original = '/linkry/edit/my slug?previousPage=%2Flinkry#top';
    const target = new URL(loginRedirect(at(original)), 'http://portal.test');
    expect(target.searchParams.get('li')).toBe('true');
    expect(target.searchParams.get('returnTo')).toBe(fullPath(at(original)));
  });
});
