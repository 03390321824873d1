import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LinkStats } from '@cp/contracts/links';
import { linkClicks, links, linkVisitorSalts } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { retainLinkClicks } from './click-retention';
import { portalDay } from './click-details';
import { addDays } from './link-stats';
import { addLinkPeople, linkPeople as people } from './test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LINK_CLICK_FLUSH_SECONDS: '3600' });
  await addLinkPeople(t.database.db);
});
afterAll(async () => t.close());

const agents = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  safariPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const create = (as: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/redir', as, payload });
const visit = (path: string, agent: string, options: { ip?: string; referrer?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: { 'user-agent': agent, ...(options.referrer ? { referer: options.referrer } : {}) },
  });
const statsOf = async (as: string, slug: string, query = '') =>
  t.request({ method: 'GET', url: `/api/v1/linkry/redir/${encodeURIComponent(slug)}/stats${query}`, as });
const stats = async (slug: string, query = ''): Promise<LinkStats> => (await statsOf(demo.admin, slug, query)).json();

describe('click analytics', () => {
  it('counts clicks from 20 concurrent clients exactly, bots apart', async () => {
    expect((await create(people.owner, { slug: 'rush', redirect: 'https://example.com/rush' })).statusCode).toBe(201);
    const humans = Array.from({ length: 20 }, (_, i) =>
      visit('/rush', i % 2 ? agents.safariPhone : agents.chromeDesktop, { ip: `198.51.100.${i % 10}` }),
    );
    const bots = Array.from({ length: 5 }, () => visit('/rush', agents.googlebot));
    const answers = await Promise.all([...humans, ...bots]);
    expect(answers.every((res) => res.statusCode === 302)).toBe(true);
    await t.app.linkRedirects.flush();

    const answer = await stats('rush');
    // Ten addresses, each seen with one agent: ten visitors.
    expect(answer.totals).toEqual({ clicks: 20, uniqueVisitors: 10, qr: 0, bots: 5 });
    expect(answer.days.at(-1)).toEqual({ date: portalDay(new Date()), clicks: 20, uniqueVisitors: 10, qr: 0, bots: 5 });
    expect(answer.days).toHaveLength(30);
    expect(answer.hours).toHaveLength(48);
    expect(answer.hours.reduce((sum, hour) => sum + hour.clicks, 0)).toBe(20);
    expect(answer.devices).toEqual([
      { name: 'desktop', clicks: 10 },
      { name: 'mobile', clicks: 10 },
    ]);
  });

  it('names referrers by host, devices and browsers from the user agent', async () => {
    await create(people.owner, { slug: 'sources', redirect: 'https://example.com/sources' });
    await visit('/sources', agents.firefoxDesktop, { referrer: 'https://www.Instagram.com/p/abc?x=1' });
    await visit('/sources', agents.firefoxDesktop, { referrer: 'https://www.instagram.com/' });
    await visit('/sources', agents.chromeDesktop, { referrer: 'http://www.instagram.com:8080/x' });
    await visit('/sources', agents.safariPhone, { referrer: 'not a url' });
    await visit('/sources', agents.chromeDesktop);
    await t.app.linkRedirects.flush();
    const answer = await stats('sources');
    expect(answer.referrers).toEqual([
      { name: 'www.instagram.com', clicks: 3 },
      { name: '(direct)', clicks: 2 },
    ]);
    expect(answer.browsers).toEqual([
      { name: 'Chrome', clicks: 2 },
      { name: 'Firefox', clicks: 2 },
      { name: 'Mobile Safari', clicks: 1 },
    ]);
  });

  it('counts a scan of the QR code (?qr=1) apart and leaves the parameter out of the redirect', async () => {
    await create(people.owner, { slug: 'poster', redirect: 'https://example.com/poster?from=wall' });
    const scan = await visit('/poster?qr=1', agents.safariPhone);
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toBe('https://example.com/poster?from=wall');
    await visit('/poster', agents.chromeDesktop);
    await t.app.linkRedirects.flush();
    expect((await stats('poster')).totals).toMatchObject({ clicks: 2, qr: 1 });
  });

  it('reads old days from the daily totals once their raw clicks are gone', async () => {
    await create(people.owner, { slug: 'history', redirect: 'https://example.com/history' });
    const [link] = await t.database.db.select().from(links).where(eqSlug('history'));
    const today = portalDay(new Date());
    const oldDay = addDays(today, -120);
    const old = Date.parse(`${oldDay}T18:00:00Z`);
    const click = (at: number, visitor: string, bot = false) => ({
      linkId: link!.id,
      hour: new Date(at),
      day: portalDay(at),
      clicks: 1,
      referrerHost: 'news.example',
      device: 'desktop',
      browser: 'Chrome',
      bot,
      qr: false,
      visitor,
    });
    await t.database.db
      .insert(linkClicks)
      .values([click(old, 'a'), click(old, 'a'), click(old, 'b'), click(old, 'c', true)]);
    await retainLinkClicks(t.database.db);
    expect(await t.database.db.select().from(linkClicks).where(eqLink(link!.id))).toEqual([]);

    const answer = await stats('history', `?from=${addDays(oldDay, -1)}&to=${addDays(oldDay, 1)}`);
    expect(answer.days).toEqual([
      { date: addDays(oldDay, -1), clicks: 0, uniqueVisitors: 0, qr: 0, bots: 0 },
      { date: oldDay, clicks: 3, uniqueVisitors: 2, qr: 0, bots: 1 },
      { date: addDays(oldDay, 1), clicks: 0, uniqueVisitors: 0, qr: 0, bots: 0 },
    ]);
    expect(answer.referrers).toEqual([{ name: 'news.example', clicks: 3 }]);
    const wide = await stats('history', `?from=${oldDay}&to=${today}`);
    expect(wide.totals.clicks).toBe(3);
    expect(wide.days).toHaveLength(121);
  });

  it('deletes the salts of past days and keeps the salt of today', async () => {
    const today = portalDay(new Date());
    await t.database.db.insert(linkVisitorSalts).values({ day: addDays(today, -1), salt: 'yesterday' });
    await visit('/rush', agents.chromeDesktop);
    await t.app.linkRedirects.flush();
    await retainLinkClicks(t.database.db);
    const days = (await t.database.db.select().from(linkVisitorSalts)).map((row) => row.day);
    expect(days).toEqual([today]);
  });

  it('refuses a range that ends before it starts or names no real day', async () => {
    expect((await statsOf(demo.admin, 'rush', '?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    expect((await statsOf(demo.admin, 'rush', '?from=2026-02-30')).statusCode).toBe(400);
    expect((await statsOf(demo.admin, 'rush', '?from=2010-01-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('shows stats to the owner, delegates and links administrators only', async () => {
    await create(people.owner, { slug: 'shared-stats', redirect: 'https://example.com/s', access: ['officers'] });
    for (const who of [people.owner, people.delegate, people.linksAdmin])
      expect((await statsOf(who, 'shared-stats')).statusCode, who).toBe(200);
    expect((await statsOf(people.stranger, 'shared-stats')).statusCode).toBe(403);
    expect((await statsOf(people.officerWithoutRole, 'shared-stats')).statusCode).toBe(403);
    expect((await statsOf(demo.admin, 'no-such-link')).statusCode).toBe(404);
  });

  it('answers a slug with "/" given as such or as %2F', async () => {
    await create(people.owner, { slug: 'club/fair', redirect: 'https://example.com/fair' });
    const direct = await t.request({
      method: 'GET',
      url: '/api/v1/linkry/redir/club/fair/stats?from=2026-01-01',
      as: people.owner,
    });
    expect(direct.statusCode).toBe(308);
    expect(direct.headers.location).toBe('/api/v1/linkry/redir/club%2Ffair/stats?from=2026-01-01');
    const encoded = await statsOf(people.owner, 'club/fair');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json().slug).toBe('club/fair');
  });

  it('refuses a new slug that ends like a link sub-resource', async () => {
    for (const slug of ['club/stats', 'club/qr.svg', 'club/QR.png']) {
      const res = await create(people.owner, { slug, redirect: 'https://example.com/x' });
      expect(res.statusCode, slug).toBe(400);
    }
    expect((await create(people.owner, { slug: 'stats', redirect: 'https://example.com/x' })).statusCode).toBe(201);
  });
});

const eqSlug = (slug: string) => sql`lower(${links.slug}) = ${slug}`;
const eqLink = (id: number) => eq(linkClicks.linkId, id);
