import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrences, type EventResponse } from '@cp/contracts/events';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Checked with ical.js, a parser independent of the generator, and Intl for the time zone.
const chicago = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const toChicagoLocal = (date: Date) => chicago.format(date).replace(', ', 'T');

interface ParsedCalendar {
  name: string | undefined;
  events: Map<string, { summary: string; occurrences(limit?: number): Date[] }>;
}

function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = new Map<string, { summary: string; occurrences(limit?: number): Date[] }>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    events.set(event.uid, {
      summary: event.summary,
      occurrences(limit = 500) {
        const found: Date[] = [];
        const iterator = event.iterator();
        for (let next = iterator.next(); next && found.length < limit; next = iterator.next())
          found.push(next.toJSDate());
        return found;
      },
    });
  }
  return { name: calendar.getFirstPropertyValue('x-wr-calname')?.toString(), events };
}

/** What the event's fields promise, worked out independently: every 1 or 2 weeks, bounded, minus exclusions. */
function expectedOccurrences(event: EventResponse, limit = 500): string[] {
  if (!event.repeats) return [event.start];
  const [day, time] = event.start.split('T') as [string, string];
  const step = event.repeats === 'biweekly' ? 14 : 7;
  const result: string[] = [];
  for (let week = 0; result.length < limit; week += 1) {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + week * step);
    const local = `${date.toISOString().slice(0, 10)}T${time}`;
    if (event.repeatEnds !== undefined && local > event.repeatEnds) break;
    if (!event.repeatExcludes.includes(local.slice(0, 10))) result.push(local);
    if (week > 1000) break;
  }
  return result;
}

const getCalendar = async (url: string) => {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  // Calendar clients expect a file to import (issue 7).
  expect(res.headers['content-disposition']).toBe('attachment; filename="calendar.ics"');
  return parseCalendar(res.body);
};

describe('iCalendar feeds', () => {
  it('expand the seeded events to the expected occurrences, repeat end and exclusions respected', async () => {
    const seeded: EventResponse[] = (await t.request({ method: 'GET', url: '/api/v1/events' })).json();
    const calendar = await getCalendar('/api/v1/ical');
    expect(calendar.name).toBe('All Events');
    expect([...calendar.events.keys()].sort()).toEqual(seeded.map((event) => event.id).sort());
    const repeating = seeded.filter((event) => event.repeats);
    expect(repeating.map((event) => event.repeats).sort()).toEqual(['biweekly', 'weekly']);
    for (const event of seeded) {
      const parsed = calendar.events.get(event.id)!;
      expect(parsed.summary).toBe(event.title);
      // Unbounded repeats are compared over their first twenty occurrences.
      const limit = event.repeats && !event.repeatEnds ? 20 : 500;
      const expected = expectedOccurrences(event, limit);
      expect(parsed.occurrences(limit).map(toChicagoLocal), event.title).toEqual(expected);
      // The occurrence rule the web app and the feed use agrees with the iCalendar expansion.
      const shared: string[] = [];
      for (const occurrence of occurrences(event)) if (shared.push(occurrence.start) >= limit) break;
      expect(shared, event.title).toEqual(expected);
      for (const excluded of event.repeatExcludes) {
        expect(
          expected.some((local) => local.startsWith(excluded)),
          event.title,
        ).toBe(false);
      }
    }
  });

  it('keeps the local time across the change from daylight to standard time', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.events,
      payload: sampleEvent({
        title: 'Across DST',
        host: 'S03',
        start: '2031-10-23T18:00:00',
        end: '2031-10-23T19:00:00',
        repeats: 'weekly',
        repeatEnds: '2031-11-13T19:00:00',
        repeatExcludes: ['2031-11-06'],
      }),
    });
    const calendar = await getCalendar('/api/v1/ical/S03');
    const occurrences = calendar.events.get(created.json().id)!.occurrences();
    expect(occurrences.map((date) => date.toISOString())).toEqual([
      '2031-10-23T23:00:00.000Z',
      '2031-10-30T23:00:00.000Z',
      '2031-11-14T00:00:00.000Z',
    ]);
  });

  it('names each host calendar after the host and lists only its events', async () => {
    const calendar = await getCalendar('/api/v1/ical/S01');
    expect(calendar.name).toBe('SIGPwny Events');
    expect([...calendar.events.values()].map((event) => event.summary)).toEqual(['SIGPwny Capture the Flag Practice']);
    const biweekly = [...calendar.events.values()][0]!.occurrences(3);
    expect(biweekly[1]!.getTime() - biweekly[0]!.getTime()).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000 - 3600 * 1000);
    expect((await getCalendar('/api/v1/ical/S02')).events.size).toBe(0);
  });

  it('gives a one-off event without an end the default hour', async () => {
    const text = (await t.request({ method: 'GET', url: '/api/v1/ical/C04' })).body;
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Intro to Git Workshop');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3600 * 1000);
  });

  it('is valid iCalendar: CRLF lines, VERSION, PRODID, a VTIMEZONE for the TZID, UTC UNTIL', async () => {
    const text = (await t.request({ method: 'GET', url: '/api/v1/ical' })).body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    expect(text).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T\d{6}\r\n/);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=\d{8}T\d{6}Z\r\n/);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=2\r\n/);
    expect(text).toMatch(/EXDATE;TZID=America\/Chicago:\d{8}T\d{6},\d{8}T\d{6}\r\n/);
  });

  it('is cached with an ETag, answers 304, and follows edits at once', async () => {
    const first = await t.request({ method: 'GET', url: '/api/v1/ical/C02' });
    expect(first.headers['cache-control']).toBe('public, max-age=120');
    const notModified = await t.request({
      method: 'GET',
      url: '/api/v1/ical/C02',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    await t.request({
      method: 'POST',
      url: '/api/v1/events',
      as: demo.events,
      payload: sampleEvent({ title: 'Game Night', host: 'C02' }),
    });
    const after = await getCalendar('/api/v1/ical/C02');
    expect([...after.events.values()].map((event) => event.summary)).toContain('Game Night');
  });

  it('answers 400 for an id or name that is no organization, and for one too long to be one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/ical/S99' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/v1/ical/nope' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/v1/ical/${'x'.repeat(101)}` })).statusCode).toBe(400);
  });
});
