import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, events } from '../../db/schema';
import { generateApiKey } from '../../plugins/auth/api-key';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { sampleEvent } from './test-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function create(overrides = {}, as: string = demo.events) {
  return t.request({ method: 'POST', url: '/api/v1/events', as, payload: sampleEvent(overrides) });
}

describe('event writes', () => {
  it('creates an event with local Chicago times, stores the instant and audits it in the same write', async () => {
    const res = await create({ repeats: 'weekly', repeatExcludes: ['2031-09-18', '2031-09-11'], metadata: { a: 'b' } });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Weekly Meeting',
      start: '2031-09-04T18:00:00',
      end: '2031-09-04T19:00:00',
      host: 'ACM',
      featured: false,
      repeats: 'weekly',
      repeatExcludes: ['2031-09-11', '2031-09-18'],
      metadata: { a: 'b' },
    });
    expect(res.headers.location).toBe(`/api/v1/events/${event.id}`);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    // 18:00 CDT is 23:00 UTC.
    expect(row!.startsAt.toISOString()).toBe('2031-09-04T23:00:00.000Z');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'events'), eq(auditLog.target, event.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: demo.events,
        message: 'Created event "Weekly Meeting".',
        requestId: expect.any(String),
      }),
    ]);
  });

  it('needs EVENTS_MANAGER for every write', async () => {
    const created = (await create()).json();
    const url = `/api/v1/events/${created.id}`;
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/events', payload: sampleEvent() },
      { method: 'PATCH' as const, url, payload: { title: 'Changed' } },
      { method: 'DELETE' as const, url },
    ]) {
      const res = await t.request({ ...request, as: demo.member });
      expect(res.statusCode, request.method).toBe(403);
      expect(res.json()).toMatchObject({ id: 101, name: 'UnauthorizedError' });
    }
    expect((await t.request({ method: 'GET', url })).json().title).toBe('Weekly Meeting');
  });

  it('returns one event publicly, and its metadata only to event managers', async () => {
    const created = (await create({ metadata: { templateUsed: 'weekly_meeting' } })).json();
    const url = `/api/v1/events/${created.id}`;
    const plain = await t.request({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('metadata');
    expect((await t.request({ method: 'GET', url: `${url}?includeMetadata=true` })).statusCode).toBe(401);
    const asMember = await t.request({ method: 'GET', url: `${url}?includeMetadata=true`, as: demo.member });
    expect(asMember.statusCode).toBe(403);
    const asManager = await t.request({ method: 'GET', url: `${url}?ts=1&includeMetadata=true`, as: demo.events });
    expect(asManager.json().metadata).toEqual({ templateUsed: 'weekly_meeting' });
  });

  it('edits only the fields sent, clears fields sent as null, and audits the edit', async () => {
    const created = (await create({ locationLink: 'https://example.com/room', paidEventId: 'ticket-1' })).json();
    const url = `/api/v1/events/${created.id}`;
    const res = await t.request({
      method: 'PATCH',
      url,
      as: demo.events,
      payload: { title: 'Renamed', repeats: 'biweekly', repeatExcludes: ['2031-09-18'], locationLink: null, end: null },
    });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Renamed',
      repeats: 'biweekly',
      repeatExcludes: ['2031-09-18'],
      paidEventId: 'ticket-1',
    });
    expect(event).not.toHaveProperty('locationLink');
    expect(event).not.toHaveProperty('end');
    expect(event.description).toBe(created.description);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, created.id))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.message)).toEqual([
      'Created event "Weekly Meeting".',
      'Updated event "Renamed".',
    ]);
  });

  it('checks the rules on the edited event as a whole', async () => {
    const created = (await create()).json();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/v1/events/${created.id}`,
      as: demo.events,
      payload: { start: '2031-09-05T18:00:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Event end date cannot be earlier than the start date.');
  });

  it('deletes an event with an audit entry; a missing event is 404 for every call', async () => {
    const created = (await create()).json();
    const url = `/api/v1/events/${created.id}`;
    expect((await t.request({ method: 'DELETE', url, as: demo.events })).statusCode).toBe(204);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, created.id))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.message)).toContain('Deleted event "Weekly Meeting".');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url,
        as: demo.events,
        payload: method === 'PATCH' ? { title: 'x' } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ error: true, id: 103, name: 'NotFoundError' });
    }
  });

  it('refuses a host that is shaped like an org id but is not an organization', async () => {
    const res = await create({ host: 'S99' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown organization');
  });
});

describe('API keys with an events host restriction', () => {
  async function restrictedKey(hosts: string[]) {
    const key = generateApiKey();
    await t.database.db.insert(apiKeys).values({
      keyId: key.keyId,
      description: 'SIG website',
      owner: demo.admin,
      roles: ['EVENTS_MANAGER'],
      restrictions: [{ name: 'EventsHostRestrictionPolicy', params: { host: hosts } }],
      secretHash: key.secretHash,
    });
    return { 'x-api-key': key.apiKey };
  }

  it('writes events of its hosts only, and never featured ones', async () => {
    const headers = await restrictedKey(['S01']);
    const post = (payload: object) => t.request({ method: 'POST', url: '/api/v1/events', headers, payload });
    const own = await post(sampleEvent({ host: 'S01' }));
    expect(own.statusCode).toBe(201);
    expect((await post(sampleEvent({ host: 'A01' }))).statusCode).toBe(403);
    expect((await post(sampleEvent({ host: 'S01', featured: true }))).statusCode).toBe(403);
    const moveAway = await t.request({
      method: 'PATCH',
      url: `/api/v1/events/${own.json().id}`,
      headers,
      payload: { host: 'A01' },
    });
    expect(moveAway.statusCode).toBe(403);
    const others = (await create({ host: 'A01' })).json();
    const deleteOthers = await t.request({ method: 'DELETE', url: `/api/v1/events/${others.id}`, headers });
    expect(deleteOthers.statusCode).toBe(403);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, own.json().id));
    expect(audit[0]!.actor).toMatch(/^acmuiuc_[0-9a-f]{12}$/);
  });
});
