import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/serve-api';
import { QueryClient } from '@tanstack/react-query';
import { protectedResponse, type ProtectedResponse } from '@cp/contracts/session';
import type { AuthValue } from './auth-context';
import { authQueryKey, getAuthState, takeServedFromCache } from './get-auth-state';
import { revalidateSession } from './revalidate-session';
import { readSessionCache, writeSessionCache } from './session-cache';
import { setSessionHint } from '../../test/session-hint';

// A browser that holds a session cookie (the server sets a readable hint beside it).
beforeEach(() => setSessionHint(true));
afterEach(() => setSessionHint(false));

const cached: ProtectedResponse = { username: 'mia@illinois.edu', roles: [], orgRoles: [] };
const fresh: ProtectedResponse = { ...cached, roles: ['EVENTS_MANAGER'] };
const profile = {
  displayName: 'Mia',
  givenName: 'Mia',
  surname: 'M',
  mail: cached.username,
  userPrincipalName: cached.username,
};

function serve(routes: Record<string, () => Response>) {
  stubFetch((url) => routes[url]!());
}
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('revalidating the roles cache in the background', () => {
  it('paints from the cache, then takes the roles the server gives now', async () => {
    writeSessionCache(cached);
    serve({
      '/api/v1/iam/profile': json(200, profile),
      '/api/v1/protected': json(200, protectedResponse.encode(fresh)),
    });
    const client = new QueryClient();
    client.setQueryData(authQueryKey, await getAuthState());
    expect(client.getQueryData<AuthValue>(authQueryKey)?.session?.roles).toEqual([]);
    expect(takeServedFromCache()).toBe(true);
    expect(takeServedFromCache()).toBe(false);

    await revalidateSession(client);
    expect(client.getQueryData<AuthValue>(authQueryKey)?.session?.roles).toEqual(['EVENTS_MANAGER']);
    expect(readSessionCache()?.roles).toEqual(['EVENTS_MANAGER']);
  });

  it('signs out when the server no longer knows the session', async () => {
    writeSessionCache(cached);
    serve({ '/api/v1/protected': json(401, { error: true, id: 101, name: 'UnauthorizedError', message: 'x' }) });
    const client = new QueryClient();
    client.setQueryData<AuthValue>(authQueryKey, { state: 'loggedIn', session: cached, profile });
    await revalidateSession(client);
    expect(client.getQueryData<AuthValue>(authQueryKey)?.state).toBe('loggedOut');
    expect(readSessionCache()).toBeNull();
  });

  it('keeps the cached roles when the server cannot answer', async () => {
    writeSessionCache(cached);
    serve({ '/api/v1/protected': json(500, { error: true, id: 100, name: 'InternalServerError', message: 'x' }) });
    const client = new QueryClient();
    client.setQueryData<AuthValue>(authQueryKey, { state: 'loggedIn', session: cached, profile });
    await revalidateSession(client);
    expect(client.getQueryData<AuthValue>(authQueryKey)?.session).toEqual(cached);
  });
});
