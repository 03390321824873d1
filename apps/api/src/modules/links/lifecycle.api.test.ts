import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LINK_CLICK_FLUSH_SECONDS: '3600' });
});
afterAll(async () => t.close());

const save = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/redir', as: demo.admin, payload });
const visit = (path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'Mozilla/5.0 Firefox/131.0' } });
const linkOf = async (slug: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/linkry/redir/${slug}`, as: demo.admin })).json();
const hour = 3_600_000;

describe('link lifecycle', () => {
  it('lets exactly maxClicks visits through under concurrency, then sends to the fallback', async () => {
    const created = await save({
      slug: 'three-seats',
      redirect: 'https://example.com/seat',
      maxClicks: 3,
      fallbackUrl: 'https://example.com/full',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ maxClicks: 3, fallbackUrl: 'https://example.com/full', expired: false });
    const answers = await Promise.all(Array.from({ length: 30 }, () => visit('/three-seats')));
    const locations = answers.map((res) => res.headers.location);
    expect(locations.filter((l) => l === 'https://example.com/seat')).toHaveLength(3);
    expect(locations.filter((l) => l === 'https://example.com/full')).toHaveLength(27);
    await t.app.linkRedirects.flush();
    expect(await linkOf('three-seats')).toMatchObject({ counter: 3, expired: true });
  });

  it('shows the not-found page past maxClicks without a fallback', async () => {
    await save({ slug: 'once', redirect: 'https://example.com/once', maxClicks: 1 });
    expect((await visit('/once')).statusCode).toBe(302);
    const second = await visit('/once');
    expect(second.statusCode).toBe(404);
  });

  it('sends visitors to the fallback before validFrom and from validUntil on', async () => {
    const later = new Date(Date.now() + hour).toISOString();
    const earlier = new Date(Date.now() - hour).toISOString();
    await save({
      slug: 'soon',
      redirect: 'https://example.com/soon',
      validFrom: later,
      fallbackUrl: 'https://example.com/wait',
    });
    await save({
      slug: 'over',
      redirect: 'https://example.com/over',
      validUntil: earlier,
      fallbackUrl: 'https://example.com/gone',
    });
    await save({ slug: 'now', redirect: 'https://example.com/now', validFrom: earlier, validUntil: later });
    expect((await visit('/soon')).headers.location).toBe('https://example.com/wait');
    expect((await visit('/over')).headers.location).toBe('https://example.com/gone');
    expect((await visit('/now')).headers.location).toBe('https://example.com/now');
    const list = (await t.request({ method: 'GET', url: '/api/v1/linkry/redir', as: demo.admin })).json();
    const expired = Object.fromEntries(
      list.ownedLinks.map((l: { slug: string; expired: boolean }) => [l.slug, l.expired]),
    );
    expect(expired).toMatchObject({ soon: true, over: true, now: false });
  });

  it('keeps the lifecycle and tags through an edit that leaves them out, and clears them with null', async () => {
    await save({ slug: 'keeps', redirect: 'https://example.com/a', maxClicks: 9, tags: ['Rush', 'fall 2026'] });
    await save({ slug: 'keeps', redirect: 'https://example.com/b', isEdited: true });
    expect(await linkOf('keeps')).toMatchObject({
      redirect: 'https://example.com/b',
      maxClicks: 9,
      tags: ['rush', 'fall 2026'],
    });
    await save({ slug: 'keeps', redirect: 'https://example.com/b', isEdited: true, maxClicks: null, tags: [] });
    expect(await linkOf('keeps')).toMatchObject({ maxClicks: null, tags: [] });
  });

  it('refuses an edit whose dates would end before they start', async () => {
    await save({ slug: 'dated', redirect: 'https://example.com/d', validUntil: '2030-01-01T00:00:00Z' });
    const res = await save({
      slug: 'dated',
      redirect: 'https://example.com/d',
      isEdited: true,
      validFrom: '2031-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
  });
});
