import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// The headers a CDN in front of the portal relies on: hashed files kept a year, the page never
// kept without asking, and every compressed answer marked as depending on Accept-Encoding.
let t: TestApp;
let dist: string;
const index = `<!doctype html><html><head><title>Chapter Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-web-cache-'));
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  fs.mkdirSync(path.join(dist, 'assets'));
  const file = path.join(dist, 'assets', 'app-1a2b3c.js');
  // What the web build's scripts/precompress.mjs writes beside each asset.
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a hashed asset', () => {
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'comes precompressed for %s, kept a year as immutable, varying on Accept-Encoding',
    async (accept, encoding, decode) => {
      const res = await get('/assets/app-1a2b3c.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(script);
    },
  );

  it('comes plain to a client that asks for no compression, with the same caching', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });
});

describe('the page', () => {
  it.each([
    ['br;q=1, gzip;q=0.8', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)('is compressed for %s and never cached without asking', async (accept, encoding, decode) => {
    const res = await get('/store/spring-formal-demo', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(index);
  });

  it('is plain without Accept-Encoding, and the not-found page follows the same rules', async () => {
    const plain = await get('/membership');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(index);
    const missing = await get('/no-such-page', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('cp-status');
  });
});
