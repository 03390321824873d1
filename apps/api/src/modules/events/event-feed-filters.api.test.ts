import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventResponse } from '@cp/contracts/events';
import { events } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const feed = (url: string, as?: string) => t.request({ method: 'GET', url, as });
const list = async (url: string): Promise<EventResponse[]> => {
  const res = await feed(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('the public feed filters', () => {
  it('filters by one host, by several (repeated host=), and by featured', async () => {
    const all = await list('/api/v1/events');
    const hostsOf = (body: EventResponse[]) => [...new Set(body.map((event) => event.host))].sort();
    expect(hostsOf(all).length).toBeGreaterThan(2);

    const s01 = await list('/api/v1/events?host=S01');
    expect(s01.length).toBeGreaterThan(0);
    expect(s01).toEqual(all.filter((event) => event.host === 'SIGPwny'));
    // By name too, as the chapter platform's clients ask; answered with the name.
    expect(await list('/api/v1/events?host=SIGPwny')).toEqual(s01);

    const two = await list('/api/v1/events?host=S01&host=A01');
    expect(hostsOf(two)).toEqual(['ACM', 'SIGPwny']);
    expect(two).toEqual(all.filter((event) => ['SIGPwny', 'ACM'].includes(event.host)));

    const featured = await list('/api/v1/events?featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured).toEqual(all.filter((event) => event.featured));
    expect(await list('/api/v1/events?featured=false')).toEqual(all);

    const combined = await list('/api/v1/events?host=C05&featured=true&upcomingOnly=true');
    expect(combined.every((event) => event.host === 'Corporate Committee' && event.featured)).toBe(true);
    // A host with no events is an empty list, not an error.
    expect(await list('/api/v1/events?host=A99')).toEqual([]);
    expect(await list('/api/v1/events?host=No Such Organization')).toEqual([]);
  });

  it('caches each query separately, and the same hosts in another order share one entry', async () => {
    const before = await feed('/api/v1/events?host=A01&host=S01');
    const [row] = await t.database.db.select().from(events).where(eq(events.host, 'S01'));
    await t.database.db.update(events).set({ title: 'Renamed Behind The Cache' }).where(eq(events.id, row!.id));
    // Same query, hosts reordered and repeated: served from the entry built above.
    const reordered = await feed('/api/v1/events?host=S01&host=A01&host=S01');
    expect(reordered.body).toBe(before.body);
    expect(reordered.headers.etag).toBe(before.headers.etag);
    // A query not asked before is built now and sees the change.
    const titles = (await list('/api/v1/events?host=S01&host=S02')).map((event) => event.title);
    expect(titles).toContain('Renamed Behind The Cache');
    // Signed-in callers with ts skip the cache and still get the filter applied.
    const fresh = await feed('/api/v1/events?host=S01&ts=1', demo.member);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json().every((event: EventResponse) => event.host === 'SIGPwny')).toBe(true);
  });

  it.each([
    ['an unknown parameter', '/api/v1/events?hots=S01'],
    ['an unknown parameter beside known ones', '/api/v1/events?upcomingOnly=true&limit=2'],
    ['a host longer than any organization', `/api/v1/events?host=${'x'.repeat(101)}`],
    ['featured that is no boolean', '/api/v1/events?featured=yes'],
    [
      'too many hosts',
      `/api/v1/events?${Array.from({ length: 21 }, (_, i) => `host=S${String(i).padStart(2, '0')}`).join('&')}`,
    ],
    ['an unknown parameter on one event', '/api/v1/events/00000000-0000-4000-8000-000000000000?foo=1'],
  ])('answers 400 ValidationError to %s', async (_, url) => {
    const res = await feed(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, name: 'ValidationError' });
  });

  it('keeps ts, upcomingOnly and includeMetadata working', async () => {
    expect((await feed('/api/v1/events?upcomingOnly=true&ts=5')).statusCode).toBe(200);
    const [first] = await list('/api/v1/events');
    const one = await feed(`/api/v1/events/${first!.id}?includeMetadata=true&ts=5`, demo.events);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toHaveProperty('metadata');
  });
});
