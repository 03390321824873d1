import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/serve-api';
import { protectedResponse, type ProtectedResponse } from '@cp/contracts/session';
import { config } from '../../config';
import { browser } from '../browser';
import { clearSession } from './clear-session';
import { getAuthState } from './get-auth-state';
import { isTokenLike, readSessionCache, writeSessionCache } from './session-cache';
import { startSignIn } from './sign-in';
import { setSessionHint } from '../../test/session-hint';

// A browser that holds a session cookie (the server sets a readable hint beside it).
beforeEach(() => setSessionHint(true));
afterEach(() => setSessionHint(false));

const jwt =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJqZG9lMkBpbGxpbm9pcy5lZHUiLCJyb2xlcyI6WyJhZG1pbiJdfQ.c2lnbmF0dXJlLXZhbHVlLWhlcmUtMTIzNDU2Nzg5MA';
const opaque = 'x8Kf2mQ9vL4nR7tY1wZ3bC6dE0gH5jS8pA2uI9oKlMnBvCxZqWeRtYuIoPaSdFgH';
const session: ProtectedResponse = {
  username: 'jdoe2@illinois.edu',
  roles: ['EVENTS_MANAGER', 'MANAGE_ORG_API_KEYS'],
  orgRoles: [{ org: 'S01', role: 'LEAD' }],
};

/** Every value the page has put in either browser storage, as one string. */
function everythingStored(): string {
  const dump = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
  return [...dump(window.sessionStorage), ...dump(window.localStorage)].join('\n');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the roles cache', () => {
  it('stores username, roles and org roles, and reads them back within two hours', () => {
    const now = Date.UTC(2025, 3, 21, 12);
    expect(writeSessionCache(session, now)).toBe(true);
    expect(readSessionCache(now + config.sessionCacheTtlMs - 1)).toEqual(session);
  });

  it('forgets the entry after two hours', () => {
    const now = Date.UTC(2025, 3, 21, 12);
    writeSessionCache(session, now);
    expect(readSessionCache(now + 2 * 60 * 60 * 1000)).toBeNull();
    expect(window.sessionStorage.getItem(config.sessionCacheKey)).toBeNull();
  });

  it('drops every field the contract does not name, so tokens in the answer are never stored', () => {
    const withTokens = {
      ...session,
      accessToken: jwt,
      idToken: jwt,
      refresh_token: opaque,
    } as ProtectedResponse;
    expect(writeSessionCache(withTokens)).toBe(true);
    const stored = everythingStored();
    expect(stored).toContain('manage:events');
    expect(stored).not.toContain(jwt);
    expect(stored).not.toContain(opaque);
    expect(stored.toLowerCase()).not.toContain('token');
  });

  it('refuses to store a session whose free-text fields look like a token', () => {
    expect(writeSessionCache({ ...session, username: jwt })).toBe(false);
    expect(writeSessionCache({ ...session, orgRoles: [{ org: opaque, role: 'LEAD' }] })).toBe(false);
    expect(writeSessionCache({ ...session, username: 'Bearer abc.def' })).toBe(false);
    expect(everythingStored()).toBe('');
  });

  it('recognises token-like strings without flagging ordinary values', () => {
    expect(isTokenLike(jwt)).toBe(true);
    expect(isTokenLike(opaque)).toBe(true);
    expect(isTokenLike('jdoe2@illinois.edu')).toBe(false);
    expect(isTokenLike('MANAGE_EXTERNAL_MEMBERSHIP_LIST')).toBe(false);
  });

  it('ignores an entry that was tampered with', () => {
    window.sessionStorage.setItem(config.sessionCacheKey, JSON.stringify({ savedAt: Date.now(), session: { x: 1 } }));
    expect(readSessionCache()).toBeNull();
  });

  it('stores nothing token-like during a real sign-in check, even if the server sent tokens', async () => {
    stubFetch((url) => {
      const body =
        url === '/api/v1/protected'
          ? { ...protectedResponse.encode(session), accessToken: jwt, tokens: { id_token: jwt } }
          : { displayName: 'Jane', givenName: 'Jane', surname: 'Doe', mail: 'j@x.edu', userPrincipalName: 'j@x.edu' };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const auth = await getAuthState();
    expect(auth.state).toBe('loggedIn');
    expect(auth.session).toEqual(session);
    const stored = everythingStored();
    expect(stored).toContain('jdoe2@illinois.edu');
    expect(stored).not.toContain(jwt);
    expect(stored.toLowerCase()).not.toContain('token');
  });

  it('is cleared on logout', async () => {
    writeSessionCache(session);
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await clearSession();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/clearSession', expect.objectContaining({ method: 'POST' }));
    expect(readSessionCache()).toBeNull();
  });

  it('is cleared when a new sign-in starts, so the next user never inherits roles', async () => {
    writeSessionCache(session);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await startSignIn('/events/manage');
    expect(readSessionCache()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fevents%2Fmanage');
  });
});
