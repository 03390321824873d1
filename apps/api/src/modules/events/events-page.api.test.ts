import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsPageResponse } from '@cp/contracts/events';
import { events } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { orderList } from './events-page';
import { toEventValues } from './repository';
import { sampleEvent } from './test-events';

let t: TestApp;
const day = 24 * 60 * 60 * 1000;
/** Local wall time `days` from now (the zone does not matter at a distance of days). */
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 19);

beforeAll(async () => {
  t = await createTestApp();
  const probes = [
    // A weekly series begun years ago and still running: upcoming, placed by its next occurrence.
    sampleEvent({
      title: 'Paging Probe series',
      start: '2020-01-06T18:00:00',
      end: '2020-01-06T19:00:00',
      repeats: 'weekly',
    }),
    // Started a month ago, ends years ahead: upcoming, before the series' next meeting.
    sampleEvent({ title: 'Paging Probe long', start: daysFromNow(-30), end: '2031-12-31T18:00:00' }),
    sampleEvent({ title: 'Paging Probe june', start: '2031-06-01T18:00:00', end: '2031-06-01T19:00:00' }),
    sampleEvent({ title: 'Paging Probe july', start: '2031-07-01T18:00:00', end: '2031-07-01T19:00:00' }),
    sampleEvent({ title: 'Paging Probe past', start: '2021-03-01T18:00:00', end: '2021-03-01T19:00:00' }),
    sampleEvent({
      title: 'Paging Probe ended series',
      start: '2020-02-03T18:00:00',
      end: '2020-02-03T19:00:00',
      repeats: 'weekly',
      repeatEnds: '2020-03-02T18:00:00',
    }),
  ];
  await t.database.db.insert(events).values(probes.map((probe) => toEventValues({ ...probe, featured: false })));
});
afterAll(async () => t.close());

async function page(query: string): Promise<EventsPageResponse> {
  const res = await t.request({ method: 'GET', url: `/api/v1/events?${query}`, as: demo.events });
  expect(res.statusCode, query).toBe(200);
  return res.json();
}
const titles = (body: EventsPageResponse) => body.events.map((event) => event.title.replace('Paging Probe ', ''));

describe('the events list, one page at a time', () => {
  it('pages the upcoming events by their next occurrence, searched on the server', async () => {
    const first = await page('page=1&pageSize=3&q=paging%20probe');
    expect(titles(first)).toEqual(['long', 'series', 'june']);
    expect(first.page).toEqual({ total: 4, page: 1, pageSize: 3 });
    expect(titles(await page('page=2&pageSize=3&q=paging%20probe'))).toEqual(['july']);
  });

  it('pages the previous events latest first, an ended series among them', async () => {
    const previous = await page('page=1&pageSize=10&q=paging%20probe&list=previous');
    expect(titles(previous)).toEqual(['past', 'ended series']);
    expect(previous.page.total).toBe(2);
  });

  it('counts every upcoming event without a search, and a search matching nothing is an empty page', async () => {
    const feed = await t.request({ method: 'GET', url: '/api/v1/events?upcomingOnly=true&ts=1', as: demo.events });
    expect((await page('page=1&pageSize=1')).page.total).toBe(feed.json().length);
    expect(await page('page=1&q=no%20such%20event%25')).toEqual({
      events: [],
      page: { total: 0, page: 1, pageSize: 10 },
    });
  });

  it('is refused to anonymous callers, while the whole feed stays public', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/events?page=1' })).statusCode).toBe(401);
    const feed = await t.request({ method: 'GET', url: '/api/v1/events' });
    expect(feed.statusCode).toBe(200);
    expect(Array.isArray(feed.json())).toBe(true);
  });
});

describe('orderList', () => {
  // Wednesday 2031-09-10, noon in Chicago.
  const now = '2031-09-10T12:00:00';
  const keys = [
    {
      id: 'summer',
      start: '2031-07-01T18:00:00',
      repeats: 'weekly' as const,
      repeatEnds: '2031-09-16T23:00:00',
      repeatExcludes: ['2031-09-16'],
    },
    {
      id: 'weekly',
      start: '2031-08-07T18:00:00',
      end: '2031-08-07T19:30:00',
      repeats: 'weekly' as const,
      repeatExcludes: ['2031-09-11'],
    },
    { id: 'fair', start: '2031-09-15T10:00:00', repeatExcludes: [] },
  ];

  it('puts a series by its next occurrence (an excluded day skipped) among the upcoming events', () => {
    // The weekly meeting's next Thursday is excluded: its next occurrence is Sep 18, after the fair.
    expect(orderList(keys, 'upcoming', now)).toEqual(['fair', 'weekly']);
  });

  it('calls a series previous once its last occurrence is excluded, though repeatEnds is ahead', () => {
    expect(orderList(keys, 'previous', now)).toEqual(['summer']);
  });
});
