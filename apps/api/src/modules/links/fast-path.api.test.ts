import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkClicks, links } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

/** Real HTTP (not inject): these requests meet the redirect fast path in front of Fastify. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ LINK_CLICK_FLUSH_SECONDS: '3600', SHORT_LINK_ORIGIN: 'https://go.example.edu' });
  await t.database.db.insert(links).values({ slug: 'tos', redirect: 'https://example.com/terms', owner: demo.admin });
  await t.app.linkRedirects.cache.loadAll();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

function send(path: string, options: { method?: string; host?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.host ? { host: options.host } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const counterOf = async (slug: string) => {
  await t.app.linkRedirects.clicks!.flush();
  const [row] = await t.database.db.select().from(links).where(eq(links.slug, slug));
  return row!.counter;
};

describe('redirects over real HTTP', () => {
  it('answers 302 before Fastify (no request id), in any letter case and encoding', async () => {
    for (const path of ['/acm', '/ACM?from=poster', '/infra%2Fdocs', '/Infra/Docs']) {
      const res = await send(path);
      expect(res.status, path).toBe(302);
      expect(res.headers['x-request-id'], path).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await send('/acm')).headers.location).toBe('https://acm.illinois.edu/');
  });

  it('counts GET but not HEAD', async () => {
    const before = await counterOf('hack');
    for (let i = 0; i < 5; i += 1) expect((await send('/hack')).status).toBe(302);
    expect((await send('/hack', { method: 'HEAD' })).status).toBe(302);
    expect((await counterOf('hack')) - before).toBe(5);
  });

  it('leaves unknown slugs, other methods, the web app and the API to Fastify', async () => {
    const unknown = await send('/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page Not Found');
    expect(unknown.headers['x-request-id']).toBeDefined();
    expect((await send('/acm', { method: 'POST' })).status).not.toBe(302);
    expect((await send('/tos')).status).not.toBe(302);
    expect((await send('/api/v1/linkry/redir')).status).toBe(401);
    const malformed = await send('/%E0%A4%A');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  });

  it('redirects every path on the short-link host', async () => {
    const res = await send('/tos', { host: 'go.example.edu' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://example.com/terms');
    const missing = await send('/nothing-here', { host: 'go.example.edu' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
  });

  it('answers an expired link with its fallback, leaves a limited one to Fastify, and records ?qr=1', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(links).values([
      {
        slug: 'ended',
        redirect: 'https://example.com/e',
        owner: demo.admin,
        validUntil: hourAgo,
        fallbackUrl: 'https://example.com/f',
      },
      { slug: 'two-only', redirect: 'https://example.com/two', owner: demo.admin, maxClicks: 2 },
    ]);
    await t.app.linkRedirects.cache.loadAll();
    const ended = await send('/ended');
    expect(ended.headers.location).toBe('https://example.com/f');
    expect(ended.headers['x-request-id']).toBeUndefined();
    const limited = await Promise.all(Array.from({ length: 6 }, () => send('/two-only')));
    expect(limited.filter((res) => res.headers.location === 'https://example.com/two')).toHaveLength(2);
    expect(limited.every((res) => res.headers['x-request-id'] !== undefined)).toBe(true);

    expect((await send('/join?qr=1')).headers.location).toBe('https://acm.illinois.edu/join');
    await t.app.linkRedirects.flush();
    const [join] = await t.database.db.select().from(links).where(eq(links.slug, 'join'));
    const scans = await t.database.db.select().from(linkClicks).where(eq(linkClicks.linkId, join!.id));
    expect(scans.filter((click) => click.qr).reduce((sum, click) => sum + click.clicks, 0)).toBe(1);
  });
});
