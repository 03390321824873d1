import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { testPublicUrl } from '../../test/config';
import { signInThroughProvider } from '../../test/sign-in-flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('session', () => {
  it('answers 401 with the error body when not signed in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/protected' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, id: 102, name: 'UnauthenticatedError', message: expect.any(String) });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports roles, username and derived org roles for the admin', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.username).toBe(demo.admin);
    expect(body.roles).toContain('manage:events');
    expect(body.roles).toContain('__metaRole:manage:someOrg');
    expect(body.orgRoles).toEqual([{ org: 'A01', role: 'LEAD' }]);
  });

  it('gives a member no roles', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.member });
    expect(res.json()).toMatchObject({ username: demo.member, roles: [], orgRoles: [] });
  });

  it('signs in through the bundled provider with PKCE and returns to the saved path', async () => {
    const flow = await signInThroughProvider(t.app, demo.admin, 'demo', '/profile?tab=1#x');
    expect(flow.finalLocation).toBe('/profile?tab=1#x');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/protected', headers: { cookie: flow.cookie } });
    expect(me.json().username).toBe(demo.admin);
    expect(flow.authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(flow.authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  });

  it('sets the readable session hint beside the http-only cookie, and clears both on sign-out', async () => {
    const flow = await signInThroughProvider(t.app, demo.member, 'demo', '/home');
    expect(flow.jar.get('cp_signed_in')).toBe('1');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clearSession',
      headers: { cookie: flow.jar.header(), origin: testPublicUrl },
    });
    expect(out.statusCode).toBe(200);
    flow.jar.store(out.headers['set-cookie']);
    expect(flow.jar.get('cp_session')).toBeUndefined();
    expect(flow.jar.get('cp_signed_in')).toBeUndefined();
  });

  it('clears the cookies of a session the server no longer knows, so pages stop asking with them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/protected',
      headers: { cookie: 'cp_session=ended-long-ago; cp_signed_in=1' },
    });
    expect(res.statusCode).toBe(401);
    const cleared = [res.headers['set-cookie'] ?? []].flat().map((line) => line.split('=')[0]);
    expect(cleared.sort()).toEqual(['cp_session', 'cp_signed_in']);
  });

  it('sends a user without a name to the first-time profile page', async () => {
    const flow = await signInThroughProvider(t.app, demo.newbie, 'demo', '/events/manage');
    expect(flow.finalLocation).toBe('/profile?firstTime=true&returnTo=%2Fevents%2Fmanage');
  });

  it('refuses a wrong password on the sign-in page', async () => {
    await expect(signInThroughProvider(t.app, demo.admin, 'wrong', '/home')).rejects.toThrow(
      /Invalid email or password/,
    );
  });

  it('drops a return path that leaves the origin', async () => {
    const flow = await signInThroughProvider(t.app, demo.admin, 'demo', '//evil.example/x');
    expect(flow.finalLocation).toBe('/');
  });

  it('lands a return path with characters above U+00FF on the home page, signed in', async () => {
    const crafted = decodeURIComponent('%2F%E3%80%82%2Fevil.example');
    const flow = await signInThroughProvider(t.app, demo.admin, 'demo', crafted);
    expect(flow.finalLocation).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/protected', headers: { cookie: flow.cookie } });
    expect(me.json().username).toBe(demo.admin);
  });

  it('fails the callback without the sign-in cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/callback?code=x&state=y' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=callback_failed');
  });

  it('accepts the provider access token as a bearer JWT', async () => {
    const flow = await signInThroughProvider(t.app, demo.events, 'demo', '/home');
    const accessToken = flow.accessToken;
    expect(accessToken.split('.')).toHaveLength(3);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/protected',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['manage:events', 'manage:rsvps', 'manage:announcements']);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/protected',
      headers: { authorization: `Bearer ${accessToken.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("lists roles as the chapter platform's values, in its order", async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/protected', as: demo.admin });
    const roles = res.json().roles as string[];
    expect(roles.slice(0, 5)).toEqual([
      'manage:events',
      'manage:rsvps',
      'view:rsvps',
      'scan:tickets',
      'manage:tickets',
    ]);
    expect(roles).toEqual(expect.arrayContaining(['admin:stripeLink', 'viewAll:roomRequest', 'fulfill:store']));
    expect(roles.some((role) => /^[A-Z_]+$/.test(role))).toBe(false);
  });

  it('signs a bearer token out: 201, and the token is refused from then on', async () => {
    const { accessToken } = await signInThroughProvider(t.app, demo.events, 'demo', '/home');
    const bearer = { authorization: `Bearer ${accessToken}` };
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/protected', headers: bearer });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/clearSession', headers: bearer });
    expect(out.statusCode).toBe(201);
    expect((await me()).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/clearSession', headers: bearer });
    expect(again.statusCode).toBe(401);
  });

  it('ends the session on clearSession', async () => {
    const headers = await t.as(demo.scanner);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/clearSession', headers });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/protected', headers });
    expect(after.statusCode).toBe(401);
  });

  it('signs out of the identity provider too: the next sign-in on this browser asks for the password', async () => {
    const first = await signInThroughProvider(t.app, demo.admin, 'demo', '/home');
    expect(first.askedForPassword).toBe(true);
    const { jar } = first;
    const origin = testPublicUrl;
    // Not from another site: a cross-site sign-out is refused and the session stays.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clearSession',
      headers: { cookie: jar.header(), origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clearSession',
      headers: { cookie: jar.header(), origin },
    });
    expect(res.statusCode).toBe(200);
    const logoutUrl = new URL(res.json().logoutUrl);
    expect(logoutUrl.pathname).toBe('/idp/session/end');
    expect(logoutUrl.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/login?lc=true`);

    // The provider's confirmation page (ours), then its form, as the browser would submit it.
    const page = await t.app.inject({
      method: 'GET',
      url: logoutUrl.pathname + logoutUrl.search,
      headers: { cookie: jar.header() },
    });
    jar.store(page.headers['set-cookie']);
    expect(page.body).toContain('Sign out of this sign-in service too');
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: new URL(action, origin).pathname,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', origin },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    jar.store(confirmed.headers['set-cookie']);
    expect(confirmed.headers.location).toBe(`${origin}/login?lc=true`);

    const again = await signInThroughProvider(t.app, demo.admin, 'demo', '/home', jar);
    expect(again.askedForPassword).toBe(true);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const headers = await t.as(demo.member);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/iam/profile',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: { displayName: 'X', givenName: 'X', surname: 'X' },
    });
    expect(res.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/iam/profile',
      headers: { cookie: headers.cookie! },
      payload: { displayName: 'X', givenName: 'X', surname: 'X' },
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('answers health checks when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/healthz' });
    expect(res.json()).toEqual({ message: 'UP' });
  });
});
