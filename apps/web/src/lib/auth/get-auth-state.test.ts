import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/serve-api';
import type { Profile } from '@cp/contracts/profile';
import { protectedResponse, type ProtectedResponse } from '@cp/contracts/session';
import { setSessionHint } from '../../test/session-hint';
import { getAuthState } from './get-auth-state';
import { readSessionCache, writeSessionCache } from './session-cache';

const session: ProtectedResponse = { username: 'jdoe2@illinois.edu', roles: ['IAM_ADMIN'], orgRoles: [] };
/** The same session as the server sends it: roles as the platform's values. */
const sent = protectedResponse.encode(session);
const profile = (givenName: string | null, surname: string | null): Profile => ({
  displayName: 'Jane',
  givenName,
  surname,
  mail: 'jdoe2@illinois.edu',
  userPrincipalName: 'jdoe2@illinois.edu',
});

function serve(routes: Record<string, () => Response>) {
  return stubFetch((url) => {
    const route = routes[url];
    if (!route) throw new Error(`unexpected call ${url}`);
    return route();
  });
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const unauthorized = () =>
  new Response(JSON.stringify({ error: true, id: 101, name: 'UnauthorizedError', message: 'Sign in.' }), {
    status: 401,
  });

beforeEach(() => setSessionHint(true));

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionHint(false);
});

describe('getAuthState', () => {
  it('is logged out without a call when the browser holds no session, and drops stale cached roles', async () => {
    setSessionHint(false);
    writeSessionCache(session);
    const fetchMock = serve({});
    await expect(getAuthState()).resolves.toEqual({ state: 'loggedOut', session: null, profile: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readSessionCache()).toBeNull();
  });

  it('is logged out on a 401 without touching the cache', async () => {
    serve({ '/api/v1/protected': unauthorized, '/api/v1/iam/profile': unauthorized });
    await expect(getAuthState()).resolves.toEqual({ state: 'loggedOut', session: null, profile: null });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('asks for the session and the profile at once, not one after the other', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/v1/protected'
        ? new Promise<Response>((resolve) => (answerSession = resolve))
        : ok(profile('Jane', 'Doe'))(),
    );
    const auth = getAuthState();
    // The session has not answered yet, and the profile is already asked for.
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/v1/iam/profile'));
    answerSession(ok(sent)());
    expect((await auth).state).toBe('loggedIn');
  });

  it('is logged in with a complete profile, and caches the roles', async () => {
    serve({ '/api/v1/protected': ok(sent), '/api/v1/iam/profile': ok(profile('Jane', 'Doe')) });
    const auth = await getAuthState();
    expect(auth.state).toBe('loggedIn');
    expect(auth.profile?.givenName).toBe('Jane');
    expect(readSessionCache()).toEqual(session);
  });

  it.each([
    ['no given name', profile(null, 'Doe')],
    ['no surname', profile('Jane', '  ')],
  ])('is unknown when the profile has %s', async (_case, incomplete) => {
    serve({ '/api/v1/protected': ok(sent), '/api/v1/iam/profile': ok(incomplete) });
    expect((await getAuthState()).state).toBe('unknown');
  });

  it('answers from the cache without calling /protected', async () => {
    writeSessionCache(session);
    const fetchMock = serve({ '/api/v1/iam/profile': ok(profile('Jane', 'Doe')) });
    const auth = await getAuthState();
    expect(auth.session).toEqual(session);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/iam/profile');
  });

  it('treats a cached session the server no longer knows as logged out, and clears it', async () => {
    writeSessionCache(session);
    serve({ '/api/v1/iam/profile': unauthorized });
    expect((await getAuthState()).state).toBe('loggedOut');
    expect(readSessionCache()).toBeNull();
  });

  it('stays logged in when only the directory fails', async () => {
    serve({
      '/api/v1/protected': ok(sent),
      '/api/v1/iam/profile': () => new Response('{}', { status: 502 }),
    });
    const auth = await getAuthState();
    expect(auth.state).toBe('loggedIn');
    expect(auth.profile).toBeNull();
  });
});
