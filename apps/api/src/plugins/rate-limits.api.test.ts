import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../test/harness';

/** Realistic limits, except small API and per-address failure limits, reached in a few requests. */
let t: TestApp;
let web: string;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(web, 'assets', 'index-3f2a1b9c.js'), 'console.log(1)');
  t = await createTestApp({ RATE_LIMIT_MAX: '5', SIGN_IN_FAILURE_MAX: '15', WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('rate limits', () => {
  it('never limits the web app: assets, its HTML and root files, with long caching for assets', async () => {
    for (let i = 0; i < 30; i += 1) {
      for (const url of ['/assets/index-3f2a1b9c.js', '/', '/events/manage', '/favicon.svg']) {
        expect((await get(url, '10.0.0.1')).statusCode, url).toBe(200);
      }
    }
    const asset = await get('/assets/index-3f2a1b9c.js', '10.0.0.1');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/events/manage', '10.0.0.1')).headers['cache-control']).toBe('no-cache');
  });

  it('counts an anonymous flood before authentication: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 8; i += 1) {
      const res = await get('/api/v1/protected', '10.0.0.2');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = String(res.headers['retry-after']);
        // Like every error answer, it names its request (decisions.md, "Errors").
        expect(res.headers['x-request-id']).toEqual(expect.any(String));
        expect(res.json()).toMatchObject({ error: true, name: 'RateLimitExceededError' });
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it('counts per signed-in user, not per address, when there is one', async () => {
    const member = await t.as(demo.member);
    const admin = await t.as(demo.admin);
    // Five requests each from one shared address: neither user is limited by the other.
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/api/v1/protected', '10.0.0.3', member)).statusCode).toBe(200);
      expect((await get('/api/v1/protected', '10.0.0.3', admin)).statusCode).toBe(200);
    }
    // A sixth from a new address is still the same user's sixth.
    expect((await get('/api/v1/protected', '10.0.0.4', member)).statusCode).toBe(429);
    // An invalid cookie is counted as its address.
    expect((await get('/api/v1/protected', '10.0.0.4', { cookie: 'cp_session=forged' })).statusCode).toBe(401);
  });

  it('locks an account after 10 failed passwords, not the address others sign in from', async () => {
    const { action, cookie } = await openSignInForm('10.0.0.5');
    const attempt = (email: string, password: string, remoteAddress = '10.0.0.5') =>
      t.app.inject({
        method: 'POST',
        url: action,
        remoteAddress,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
        payload: new URLSearchParams({ email, password }).toString(),
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(demo.member, `guess-${i}`)).statusCode).toBe(401);
    const refused = await attempt(demo.member, 'guess-10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.body).toContain('Too many failed sign-in attempts for this account.');
    // Even the right password waits, from any address: the loop learns nothing until the window passes.
    expect((await attempt(demo.member, 'demo')).statusCode).toBe(429);
    expect((await attempt(demo.member, 'demo', '10.0.0.6')).statusCode).toBe(429);
    // Someone else behind the same address is not held back: a wrong password is told so.
    expect((await attempt(demo.admin, 'typo')).statusCode).toBe(401);
  });

  it('still brakes one address guessing many accounts, at its own higher limit', async () => {
    const { action, cookie } = await openSignInForm('10.0.0.8');
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: action,
        remoteAddress: '10.0.0.8',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
        payload: new URLSearchParams({ email: `user${n}@illinois.edu`, password: 'guess' }).toString(),
      });
    for (let i = 0; i < 15; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const refused = await attempt(15);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many failed sign-in attempts. Please try again');
  });

  it('lets a lecture hall behind one address sign in: 100 sign-in pages in a minute', async () => {
    for (let i = 0; i < 100; i += 1) {
      const { action } = await openSignInForm('10.0.0.7');
      expect(action).toMatch(/^\/idp\/interaction\/.+\/login$/);
    }
  });
});

/** Follows /auth/login to the provider's sign-in form as a browser at `remoteAddress` would. */
async function openSignInForm(remoteAddress: string) {
  const cookies = new Map<string, string>();
  let url = '/auth/login?returnTo=%2F';
  for (let hop = 0; hop < 8; hop += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const action = /action="([^"]+)"/.exec(res.body)?.[1];
    if (res.statusCode === 200 && action) {
      return { action, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    }
    const next = new URL(res.headers.location!, 'http://localhost:8080');
    url = next.pathname + next.search;
  }
  throw new Error('no sign-in form');
}
