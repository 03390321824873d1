import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHintCookieName } from '@cp/contracts/session-hint';
import { createTestApp, type TestApp } from '../test/harness';
import { sessionCookieName } from './auth/sessions';

// Decision 0032: a visitor without a session who opens a public page gets the light page, with
// the public settings written into it; anyone with a session (or its hint) gets the portal.
let t: TestApp;
let dist: string;
const portal = '<!doctype html><html><head><title>portal</title></head><body>the portal</body></html>';
const light = '<!doctype html><html><head><title>light</title></head><body>the light page</body></html>';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-visitor-'));
  fs.writeFileSync(path.join(dist, 'index.html'), portal);
  fs.writeFileSync(path.join(dist, 'public.html'), light);
  t = await createTestApp({ WEB_DIST: dist, ENVIRONMENT_LABEL: 'QA </script><script>alert(1)</script>' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the light page for visitors', () => {
  it.each([
    '/login',
    '/tos',
    '/membership',
    '/store',
    '/store/cart',
    '/store/spring-formal-demo',
    '/checkout/cs_1',
    '/pay/plink_1',
    '/events/e1',
    '/events/e1~2026-12-01',
  ])('is what a visitor without a session gets at %s, varying on the cookie', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('the light page');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('carries the public settings as data, with no way to close its tag from a setting', async () => {
    const res = await get('/tos');
    const match = /<script type="application\/json" id="cp-client-config">(.*?)<\/script>/.exec(res.body);
    expect(match).not.toBeNull();
    const settings = JSON.parse(match![1]!) as { environment: string; emailDomain: string };
    expect(settings.environment).toBe('QA </script><script>alert(1)</script>');
    expect(settings.emailDomain).toBe(t.app.config.EMAIL_DOMAIN);
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it.each([`${sessionHintCookieName}=1`, `${sessionCookieName}=whatever`])(
    'is not sent to a browser with a session (%s): the portal shows the page in its frame',
    async (cookie) => {
      const res = await get('/store/spring-formal-demo', cookie);
      expect(res.body).toContain('the portal');
    },
  );

  it.each(['/', '/home', '/events/manage', '/events/add', '/events/e1/rsvps', '/tickets', '/store/a/b'])(
    'is not sent for %s, which is not a public page',
    async (url) => {
      const res = await get(url);
      expect(res.body).toContain('the portal');
    },
  );

  it('is not served as a file of its own', async () => {
    const res = await get('/public.html');
    expect(res.body).not.toContain('the light page');
  });
});
