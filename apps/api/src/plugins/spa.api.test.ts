import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let dist: string;
const index =
  '<!doctype html><html><head><title>Chapter Portal</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the web app', () => {
  it('answers a path the app owns with the app', async () => {
    const res = await get('/events/manage');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('cp-status');
  });

  it('answers a path nobody owns with the same app, status 404 and the marker that shows its not-found page', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<meta name="cp-status" content="404" />');
  });

  it('answers a missing script with 404, never with the page', async () => {
    expect((await get('/assets/app-123.js')).statusCode).toBe(200);
    const missing = await get('/assets/app-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('gives a session from before the hint cookie existed its hint, and leaves visitors without one', async () => {
    const before = await get('/home', 'cp_session=some-session');
    expect([before.headers['set-cookie'] ?? []].flat().join()).toMatch(/^cp_signed_in=1;/);
    expect(before.headers['set-cookie']).not.toMatch(/HttpOnly/i);
    expect((await get('/home')).headers['set-cookie']).toBeUndefined();
    expect((await get('/home', 'cp_session=s; cp_signed_in=1')).headers['set-cookie']).toBeUndefined();
  });
});
