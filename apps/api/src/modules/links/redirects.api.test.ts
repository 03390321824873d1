import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { linkClicks, links } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
// Flushes happen when a test asks for them, not on the timer.
const noTimedFlush = { LINK_CLICK_FLUSH_SECONDS: '3600' };
beforeAll(async () => {
  t = await createTestApp(noTimedFlush);
});
afterAll(async () => t.close());

const visit = (path: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: path });
const save = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/redir', as: demo.admin, payload });
const counterOf = async (slug: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/linkry/redir/${slug}`, as: demo.admin })).json().counter;

describe('public redirects', () => {
  it('answers 302 to the target of a seeded link, in any letter case', async () => {
    for (const path of ['/acm', '/ACM', '/Acm?utm=x']) {
      const res = await visit(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe('https://acm.illinois.edu/');
    }
    const nested = await visit('/infra/docs');
    expect(nested.statusCode).toBe(302);
    expect(nested.headers.location).toBe('https://github.com/acm-uiuc/');
  });

  it('shows the not-found page with 404 for an unknown slug', async () => {
    const res = await visit('/no-such-link');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Page Not Found');
  });

  it('never redirects a path the web app owns', async () => {
    const res = await visit('/linkry');
    expect(res.statusCode).not.toBe(302);
  });

  it('follows a create, an edit and a delete at once', async () => {
    expect((await save({ slug: 'Fresh', redirect: 'https://example.com/one' })).statusCode).toBe(201);
    expect((await visit('/fresh')).headers.location).toBe('https://example.com/one');
    expect((await save({ slug: 'fresh', redirect: 'https://example.com/two', isEdited: true })).statusCode).toBe(200);
    expect((await visit('/FRESH')).headers.location).toBe('https://example.com/two');
    const removed = await t.request({ method: 'DELETE', url: '/api/v1/linkry/redir/fresh', as: demo.admin });
    expect(removed.statusCode).toBe(204);
    expect((await visit('/fresh')).statusCode).toBe(404);
  });
});

describe('click counting', () => {
  it('counts 10,000 concurrent redirects exactly after a flush, and HEAD requests not at all', async () => {
    expect((await save({ slug: 'popular', redirect: 'https://example.com/popular' })).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 10_000 }, (_, i) => visit(i % 3 ? '/popular' : '/POPULAR')),
    );
    expect(responses.every((res) => res.statusCode === 302)).toBe(true);
    await Promise.all(Array.from({ length: 25 }, () => visit('/popular', 'HEAD')));
    await t.app.linkRedirects.clicks!.flush();
    expect(await counterOf('popular')).toBe(10_000);
    const more = await Promise.all(Array.from({ length: 7 }, () => visit('/popular')));
    expect(more.map((res) => res.statusCode)).toEqual(Array(7).fill(302));
    await t.app.linkRedirects.clicks!.flush();
    expect(await counterOf('popular')).toBe(10_007);
  });

  it('does not write the database per redirect', async () => {
    await t.app.linkRedirects.clicks!.flush();
    await Promise.all(Array.from({ length: 50 }, () => visit('/acm')));
    const [row] = await t.database.db.select().from(links).where(eq(links.slug, 'acm'));
    expect(t.app.linkRedirects.clicks!.unwritten).toBe(50);
    await t.app.linkRedirects.clicks!.flush();
    const [after] = await t.database.db.select().from(links).where(eq(links.slug, 'acm'));
    expect(after!.counter - row!.counter).toBe(50);
  });
});

describe('a graceful shutdown', () => {
  it('writes the clicks counted since the last flush', async () => {
    const instance = await createTestApp(noTimedFlush);
    const headers = await instance.as(demo.admin);
    const created = await instance.app.inject({
      method: 'POST',
      url: '/api/v1/linkry/redir',
      headers,
      payload: { slug: 'last-minute', redirect: 'https://example.com/' },
    });
    expect(created.statusCode).toBe(201);
    await Promise.all(Array.from({ length: 321 }, () => instance.app.inject({ method: 'GET', url: '/last-minute' })));
    await instance.app.close();
    const [row] = await instance.database.db.select().from(links).where(eq(links.slug, 'last-minute'));
    const recorded = await instance.database.db.select().from(linkClicks).where(eq(linkClicks.linkId, row!.id));
    await instance.database.close();
    expect(row!.counter).toBe(321);
    // The clicks for analytics too (alike clicks share a row).
    expect(recorded.reduce((sum, click) => sum + click.clicks, 0)).toBe(321);
  });
});

describe('a separate short-link host', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ ...noTimedFlush, SHORT_LINK_ORIGIN: 'https://go.example.edu' });
    // A link made before the portal started serving its first segment: only the short host can reach it.
    await short.database.db
      .insert(links)
      .values({ slug: 'tos', redirect: 'https://example.com/terms', owner: demo.admin });
    await short.app.linkRedirects.cache.loadAll();
  });
  afterAll(async () => short.close());

  const onShortHost = (url: string) => short.app.inject({ method: 'GET', url, headers: { host: 'go.example.edu' } });

  it('redirects every path, even one the portal serves', async () => {
    expect((await onShortHost('/acm')).headers.location).toBe('https://acm.illinois.edu/');
    const taken = await onShortHost('/tos');
    expect(taken.statusCode).toBe(302);
    expect(taken.headers.location).toBe('https://example.com/terms');
    const onPortal = await short.app.inject({ method: 'GET', url: '/tos' });
    expect(onPortal.statusCode).not.toBe(302);
  });

  it('shows the not-found page for an unknown slug and sends its root to the portal', async () => {
    const missing = await onShortHost('/linkry');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page Not Found');
    const root = await onShortHost('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('http://localhost:8080/');
  });

  it('still redirects on the portal host', async () => {
    expect((await short.app.inject({ method: 'GET', url: '/acm' })).headers.location).toBe('https://acm.illinois.edu/');
  });
});
