import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventResponse } from '@cp/contracts/events';
import { events } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const feed = (url = '/api/v1/events', headers: Record<string, string> = {}, as?: string) =>
  t.request({ method: 'GET', url, headers, as });
const titles = (body: EventResponse[]) => body.map((event) => event.title);

describe('the public event feed', () => {
  it('needs no sign-in and sends an ETag with two minutes of caching', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=120');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    // The chapter's website reads the feed from another origin, without credentials.
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(titles(res.json())).toContain('ACM General Meeting');
    // Lists carry no metadata: that stays with event managers.
    expect(res.json()[0]).not.toHaveProperty('metadata');
  });

  it('answers If-None-Match with 304 and no body, and a stale tag with the full feed', async () => {
    const first = await feed();
    const again = await feed('/api/v1/events', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await feed('/api/v1/events', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('shows an edit at once on this instance, with a new ETag', async () => {
    const before = await feed();
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.events,
      payload: sampleEvent({ title: 'Fresh Event' }),
    });
    const after = await feed('/api/v1/events', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(titles(after.json())).toContain('Fresh Event');
    await t.request({ method: 'DELETE', url: `/api/v1/events/${created.json().id}`, as: demo.events });
    expect(titles((await feed()).json())).not.toContain('Fresh Event');
  });

  it('serves from its cache: a change made behind its back shows only to signed-in callers with ts', async () => {
    await feed();
    const [seeded] = await t.database.db.select().from(events).where(eq(events.title, 'Spring Social'));
    await t.database.db.update(events).set({ title: 'Renamed Quietly' }).where(eq(events.id, seeded!.id));
    expect(titles((await feed()).json())).toContain('Spring Social');
    // Anonymous callers cannot bust the cache with ts.
    expect(titles((await feed('/api/v1/events?ts=123')).json())).toContain('Spring Social');
    const fresh = await feed('/api/v1/events?ts=123', {}, demo.member);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(titles(fresh.json())).toContain('Renamed Quietly');
  });

  it('lists only events still ahead with upcomingOnly=true', async () => {
    const cases = {
      'Past One-off': { start: '2020-01-09T18:00:00', end: '2020-01-09T19:00:00' },
      'Still Weekly': { start: '2020-01-09T18:00:00', end: '2020-01-09T19:00:00', repeats: 'weekly' },
      'Ended Weekly': { start: '2020-01-09T18:00:00', repeats: 'weekly', repeatEnds: '2020-03-01T00:00:00' },
      'Future One-off': { start: '2031-01-09T18:00:00' },
    } as const;
    for (const [title, times] of Object.entries(cases)) {
      const payload = sampleEvent({ title, end: undefined, ...times });
      expect((await t.request({ method: 'POST', url: '/api/v1/events', as: demo.events, payload })).statusCode).toBe(
        201,
      );
    }
    const all = titles((await feed()).json());
    const upcoming = titles((await feed('/api/v1/events?upcomingOnly=true')).json());
    expect(all).toEqual(expect.arrayContaining(Object.keys(cases)));
    expect(upcoming).toEqual(expect.arrayContaining(['Still Weekly', 'Future One-off', 'Intro to Git Workshop']));
    expect(upcoming).not.toContain('Past One-off');
    expect(upcoming).not.toContain('Ended Weekly');
  });

  it('sorts events by start', async () => {
    const starts = (await feed()).json().map((event: EventResponse) => event.start);
    expect(starts).toEqual([...starts].sort());
  });
});
