import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

/**
 * What the chapter platform's own clients (its admin pages, the chapter website) send and read
 * (decision 0038): hosts by name, instants from `Date.toISOString()`, `rsvpEnabled`, metadata in
 * the list, and an edit answered with 201.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const create = (overrides: object) =>
  t.request({ method: 'POST', url: '/api/v1/events', as: demo.events, payload: sampleEvent(overrides) });

describe('events as the chapter platform sends and reads them', () => {
  it('takes a host by name or by id, stores the id and answers the name', async () => {
    const byName = await create({ host: 'ACM', title: 'Named Host Probe' });
    expect(byName.statusCode).toBe(201);
    expect(byName.json().host).toBe('ACM');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, byName.json().id));
    expect(row!.host).toBe('A01');
    const byId = await create({ host: 'S01' });
    expect(byId.json().host).toBe('SIGPwny');
    const read = await t.request({ method: 'GET', url: `/api/v1/events/${byName.json().id}` });
    expect(read.json().host).toBe('ACM');
    const unknown = await create({ host: 'No Such Organization' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown organization');
  });

  it("takes a start and end from Date.toISOString() as the instants they name, in the chapter's zone", async () => {
    const res = await create({ start: '2031-09-04T23:00:00.000Z', end: '2031-09-05T00:30:00.000Z' });
    expect(res.statusCode).toBe(201);
    // 23:00 UTC is 18:00 in Chicago (CDT).
    expect(res.json()).toMatchObject({ start: '2031-09-04T18:00:00', end: '2031-09-04T19:30:00' });
  });

  it('stores rsvpEnabled and answers it; an edit without it leaves it as it was', async () => {
    const res = await create({ rsvpEnabled: true });
    expect(res.json().rsvpEnabled).toBe(true);
    const url = `/api/v1/events/${res.json().id}`;
    const edit = await t.request({
      method: 'PATCH',
      url,
      as: demo.events,
      payload: { title: 'Still RSVP', host: 'ACM' },
    });
    expect(edit.statusCode).toBe(201);
    expect(edit.json()).toMatchObject({ title: 'Still RSVP', rsvpEnabled: true, host: 'ACM' });
    const off = await t.request({ method: 'PATCH', url, as: demo.events, payload: { rsvpEnabled: false } });
    expect(off.json().rsvpEnabled).toBe(false);
    expect((await create({})).json().rsvpEnabled).toBe(false);
  });

  it('lists metadata with includeMetadata=true for event managers only', async () => {
    await create({ host: 'C01', metadata: { room: 'Siebel 1404' } });
    const url = '/api/v1/events?host=Infrastructure Committee&includeMetadata=true';
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, as: demo.member })).statusCode).toBe(403);
    const listed = await t.request({ method: 'GET', url, as: demo.events });
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json().some((event: { metadata?: Record<string, string> }) => event.metadata?.room === 'Siebel 1404'),
    ).toBe(true);
    const plain = await t.request({ method: 'GET', url: '/api/v1/events?host=C01&ts=1', as: demo.events });
    expect(plain.json().every((event: object) => !('metadata' in event))).toBe(true);
  });

  it('serves a host calendar by name as by id', async () => {
    const byName = await t.request({ method: 'GET', url: '/api/v1/ical/ACM' });
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toContain('BEGIN:VCALENDAR');
    expect(byName.body).toBe((await t.request({ method: 'GET', url: '/api/v1/ical/A01' })).body);
    expect((await t.request({ method: 'GET', url: '/api/v1/ical/No%20Such' })).statusCode).toBe(400);
  });
});
