import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const year = new Date().getUTCFullYear();
const profile = {
  gradYear: year + 1,
  gradMonth: 'May',
  expectedDegree: "Bachelor's",
  intendedMajor: 'Computer Science',
  interests: ['security'],
  dietaryRestrictions: ['Vegetarian'],
  dietaryOther: 'no mushrooms',
};

async function createEvent(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: {
      title: 'Weekly Meeting',
      description: 'Chapter news and pizza.',
      start: '2031-09-04T18:00:00',
      end: '2031-09-04T19:00:00',
      location: 'Siebel Center 1404',
      host: 'A01',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const epoch = (local: string) => Math.floor(Date.parse(local) / 1000);
const settings = { rsvpCheckInEnabled: true, waitlist: true };

// Demo members have profiles from the seed: these tests use people who have none yet.
const fresh = 'fresh.face@illinois.edu';

describe('RSVP profile', () => {
  it('is 400 until made, then made and replaced (201), read and deleted (200), each write audited', async () => {
    const me = { as: fresh, url: '/api/v1/rsvp/profile/me' };
    expect((await t.request({ method: 'GET', ...me })).statusCode).toBe(400);

    const made = await t.request({ method: 'POST', url: '/api/v1/rsvp/profile', as: fresh, payload: profile });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ ...profile, userId: fresh, name: '' });

    const changed = { ...profile, intendedMajor: 'Mathematics', interests: ['ml', 'ml', 'systems'] };
    const replaced = await t.request({
      method: 'POST',
      url: '/api/v1/rsvp/profile',
      as: fresh,
      payload: changed,
    });
    expect(replaced.statusCode).toBe(201);
    expect((await t.request({ method: 'GET', ...me })).json()).toMatchObject({
      intendedMajor: 'Mathematics',
      interests: ['ml', 'systems'],
    });

    expect((await t.request({ method: 'DELETE', ...me })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', ...me })).statusCode).toBe(400);
    // Deleting none is done too (200), and writes nothing to the audit log.
    expect((await t.request({ method: 'DELETE', ...me })).statusCode).toBe(200);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.module, 'rsvp'))
      .orderBy(asc(auditLog.id));
    expect(entries.filter((e) => e.actor === fresh).map((e) => e.message)).toEqual([
      'Created RSVP profile.',
      'Updated RSVP profile.',
      'Deleted RSVP profile.',
    ]);
  });

  it('refuses a graduation year more than ten years away with its message, and writes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/rsvp/profile',
      as: demo.newbie,
      payload: { ...profile, gradYear: year + 11 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`Graduation year must be between ${year - 10} and ${year + 10}`);
    const read = await t.request({ method: 'GET', url: '/api/v1/rsvp/profile/me', as: demo.newbie });
    expect(read.statusCode).toBe(400);
  });

  it("keeps the member's directory name, for the door's search", async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/rsvp/profile', as: demo.member, payload: profile });
    expect(res.json()).toMatchObject({ name: 'Mia Member' });
  });

  it("is only the caller's own: another member's profile is never read", async () => {
    await t.request({ method: 'POST', url: '/api/v1/rsvp/profile', as: demo.rooms, payload: profile });
    const other = await t.request({ method: 'GET', url: '/api/v1/rsvp/profile/me', as: demo.treasurer });
    expect(other.statusCode).toBe(400);
    // The portal's own question answers 200 either way (issue 43: no error for a normal state).
    const none = await t.request({ method: 'GET', url: '/api/v1/rsvp/profile/mine', as: demo.treasurer });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ profile: null });
    const own = await t.request({ method: 'GET', url: '/api/v1/rsvp/profile/mine', as: demo.rooms });
    expect(own.json()).toMatchObject({ profile: { userId: demo.rooms } });
  });
});

describe('RSVP settings', () => {
  it('are set and read by an RSVP manager for a one-off event, and refused to a member', async () => {
    const eventId = await createEvent();
    const url = `/api/v1/rsvp/event/${eventId}/config`;
    const body = {
      ...settings,
      rsvpLimit: 50,
      rsvpOpenAt: 1_900_000_000,
      rsvpCloseAt: 1_900_086_400,
      reminderHoursBefore: 24,
    };
    expect((await t.request({ method: 'GET', url, as: demo.rsvp })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url, as: demo.member, payload: body })).statusCode).toBe(403);

    const saved = await t.request({ method: 'POST', url, as: demo.rsvp, payload: body });
    expect(saved.statusCode).toBe(200);
    const expected = { ...body };
    expect(saved.json()).toEqual(expected);
    expect((await t.request({ method: 'GET', url, as: demo.rsvp })).json()).toEqual(expected);

    const withoutLimit = await t.request({
      method: 'POST',
      url,
      as: demo.rsvp,
      payload: { ...settings, rsvpOpenAt: 1_900_000_000, rsvpCloseAt: 1_900_086_400 },
    });
    expect(withoutLimit.json()).toMatchObject({ reminderHoursBefore: null });
    // No limit is left out, as the chapter platform answers it.
    expect(withoutLimit.json()).not.toHaveProperty('rsvpLimit');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, eventId))
      .orderBy(asc(auditLog.id));
    expect(entries.filter((entry) => entry.module === 'rsvp').map((entry) => [entry.actor, entry.message])).toEqual([
      [demo.rsvp, 'Set RSVPs of "Weekly Meeting": limit 50, waitlist on.'],
      [demo.rsvp, 'Set RSVPs of "Weekly Meeting": no limit, waitlist on.'],
    ]);
  });

  it('refuses a window that closes before it opens, and changes nothing', async () => {
    const eventId = await createEvent();
    const url = `/api/v1/rsvp/event/${eventId}/config`;
    const res = await t.request({
      method: 'POST',
      url,
      as: demo.rsvp,
      payload: { ...settings, rsvpOpenAt: 1_900_086_400, rsvpCloseAt: 1_900_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('RSVPs must close after they open');
    expect((await t.request({ method: 'GET', url, as: demo.rsvp })).statusCode).toBe(404);
  });

  it('of a series apply to each occurrence at the same wall-clock time, until an occurrence has its own', async () => {
    // Weekly on Thursdays from 2031-10-23: 2031-11-06 is after the end of daylight saving time.
    const eventId = await createEvent({
      start: '2031-10-23T18:00:00',
      end: '2031-10-23T19:00:00',
      repeats: 'weekly',
      repeatEnds: '2031-12-31T23:59:00',
    });
    const series = `/api/v1/rsvp/event/${eventId}/config`;
    await t.request({
      method: 'POST',
      url: series,
      as: demo.rsvp,
      // Opens a week before the first meeting at 09:00 Chicago (CDT, UTC-5), closes at its start.
      payload: {
        ...settings,
        rsvpLimit: 30,
        rsvpOpenAt: epoch('2031-10-16T14:00:00Z'),
        rsvpCloseAt: epoch('2031-10-23T23:00:00Z'),
      },
    });
    const third = `/api/v1/rsvp/event/${eventId}~2031-11-06/config`;
    // Two weeks later, after the change to CST (UTC-6): still 09:00 and 18:00 in Chicago.
    expect((await t.request({ method: 'GET', url: third, as: demo.rsvp })).json()).toMatchObject({
      rsvpLimit: 30,
      rsvpOpenAt: epoch('2031-10-30T14:00:00Z'),
      rsvpCloseAt: epoch('2031-11-07T00:00:00Z'),
    });

    await t.request({
      method: 'POST',
      url: third,
      as: demo.rsvp,
      payload: { ...settings, rsvpLimit: 5, rsvpOpenAt: 1_950_000_000, rsvpCloseAt: 1_950_000_100 },
    });
    expect((await t.request({ method: 'GET', url: third, as: demo.rsvp })).json()).toMatchObject({ rsvpLimit: 5 });
    const second = `/api/v1/rsvp/event/${eventId}~2031-10-30/config`;
    expect((await t.request({ method: 'GET', url: second, as: demo.rsvp })).json()).toMatchObject({ rsvpLimit: 30 });
  });

  it('answer 404 for a date that is not an occurrence and for an unknown event, 400 for a key of another shape', async () => {
    const weekly = await createEvent({ repeats: 'weekly' });
    const oneOff = await createEvent();
    const get = (key: string) => t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}/config`, as: demo.rsvp });
    expect((await get(`${weekly}~2031-09-05`)).statusCode).toBe(404);
    expect((await get(`${weekly}~2031-08-28`)).statusCode).toBe(404);
    expect((await get(`${oneOff}~2031-09-04`)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`${weekly}~2031-13-04`)).statusCode).toBe(400);
    expect((await get('weekly-meeting')).statusCode).toBe(400);
  });
});

describe('RSVP summary', () => {
  it('tells anyone, without signing in, whether RSVPs are open and how many are confirmed and waiting', async () => {
    const eventId = await createEvent();
    const url = `/api/v1/rsvp/event/${eventId}/summary`;
    const before = await t.request({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ configured: false, open: false, confirmed: 0, waitlisted: 0 });

    const now = Math.floor(Date.now() / 1000);
    const window = { ...settings, rsvpLimit: 1, rsvpOpenAt: now - 3600, rsvpCloseAt: now + 3600 };
    const config = `/api/v1/rsvp/event/${eventId}/config`;
    expect((await t.request({ method: 'POST', url: config, as: demo.rsvp, payload: window })).statusCode).toBe(200);
    for (const member of ['summary.one@illinois.edu', 'summary.two@illinois.edu']) {
      await t.request({ method: 'POST', url: '/api/v1/rsvp/profile', as: member, payload: profile });
      const res = await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${eventId}`, as: member });
      expect(res.statusCode).toBe(201);
    }
    expect((await t.request({ method: 'GET', url })).json()).toEqual({
      configured: true,
      open: true,
      rsvpOpenAt: window.rsvpOpenAt,
      rsvpCloseAt: window.rsvpCloseAt,
      rsvpLimit: 1,
      waitlist: true,
      confirmed: 1,
      waitlisted: 1,
    });

    const closed = { ...window, rsvpOpenAt: now - 7200, rsvpCloseAt: now - 3600 };
    await t.request({ method: 'POST', url: config, as: demo.rsvp, payload: closed });
    expect((await t.request({ method: 'GET', url })).json()).toMatchObject({ configured: true, open: false });
  });
});
