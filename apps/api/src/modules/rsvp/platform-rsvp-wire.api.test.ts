import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, demo, type TestApp } from '../../test/harness';

/**
 * The chapter platform's RSVP clients (issue 42, point 5): its names for a profile, its flat RSVP
 * item, its majors and its status codes. The two schemas below restate what its admin pages parse
 * our answers with (its `src/common/types/rsvp.ts`): if these fail, its pages fail.
 */
const theirAttendee = z.object({
  eventId: z.string(),
  userId: z.string(),
  isPaidMember: z.boolean(),
  checkedIn: z.boolean().default(false),
  createdAt: z.number(),
  gradYear: z.number(),
  gradMonth: z.string(),
  expectedDegree: z.string(),
  intendedMajor: z.string(),
  dietaryRestrictions: z.array(z.string()),
  interests: z.array(z.string()),
});
const theirSettingsPage = z.object({
  rsvpOpenAt: z.number().min(0),
  rsvpCloseAt: z.number().min(0),
  rsvpLimit: z.number().min(1).max(20000).optional(),
  rsvpCheckInEnabled: z.boolean().default(false),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const year = new Date().getUTCFullYear();
/** A profile as their RSVP site sends it: four fields, the lists left out. */
const theirProfile = {
  gradYear: year + 2,
  gradMonth: 'December',
  expectedDegree: "Master's",
  intendedMajor: 'Statistics',
};
const now = () => Math.floor(Date.now() / 1000);
const profileUrl = '/api/v1/rsvp/profile';

async function eventTakingRsvps(): Promise<string> {
  const event = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: {
      title: 'Wire Night',
      description: 'Checking the wire.',
      start: '2031-11-06T18:00:00',
      location: 'Siebel Center 2405',
      host: 'ACM',
      rsvpEnabled: true,
    },
  });
  const eventId = event.json().id as string;
  const settings = { rsvpOpenAt: now() - 60, rsvpCloseAt: now() + 3600, rsvpCheckInEnabled: true };
  const saved = await t.request({
    method: 'POST',
    url: `/api/v1/rsvp/event/${eventId}/config`,
    as: demo.rsvp,
    payload: settings,
  });
  expect(saved.statusCode).toBe(200);
  return eventId;
}

describe('an RSVP profile in the platform names', () => {
  it('is made and replaced with 201, and read back in the same names, with our own fields beside', async () => {
    const who = 'wire.profile@illinois.edu';
    const made = await t.request({ method: 'POST', url: profileUrl, as: who, payload: theirProfile });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ ...theirProfile, interests: [], dietaryRestrictions: [], dietaryOther: '' });
    const again = { ...theirProfile, intendedMajor: 'Statistics & Computer Science', interests: ['ai'] };
    expect((await t.request({ method: 'POST', url: profileUrl, as: who, payload: again })).statusCode).toBe(201);
    const read = await t.request({ method: 'GET', url: `${profileUrl}/me`, as: who });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ ...again, userId: who });
    expect(read.json()).not.toHaveProperty('major');
  });

  it("takes majors from the platform's list and refuses the ones only our old list had", async () => {
    const who = 'wire.major@illinois.edu';
    for (const major of [
      'Mathematics & Computer Science',
      'Engineering Undeclared',
      'Nuclear, Plasma, & Radiological Engineering',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: profileUrl,
        as: who,
        payload: { ...theirProfile, intendedMajor: major },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const major of ['Computer Science + Mathematics', 'Undeclared', 'Data Science']) {
      const res = await t.request({
        method: 'POST',
        url: profileUrl,
        as: who,
        payload: { ...theirProfile, intendedMajor: major },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Choose a major from the list');
    }
  });

  it('answers 400 before one is made, and deleting answers 200 whether there was one or not', async () => {
    const who = 'wire.delete@illinois.edu';
    expect((await t.request({ method: 'GET', url: `${profileUrl}/me`, as: who })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: `${profileUrl}/me`, as: who })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: profileUrl, as: who, payload: theirProfile });
    const deleted = await t.request({ method: 'DELETE', url: `${profileUrl}/me`, as: who });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    expect((await t.request({ method: 'GET', url: `${profileUrl}/me`, as: who })).statusCode).toBe(400);
  });
});

describe('RSVPs as the platform reads them', () => {
  it('refuses an RSVP without a profile with 400 Profile Required', async () => {
    const eventId = await eventTakingRsvps();
    const res = await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${eventId}`, as: 'wire.none@illinois.edu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Profile Required');
  });

  it('answers 204 to withdrawing with no RSVP, where a manager removing nobody still gets 404', async () => {
    const eventId = await eventTakingRsvps();
    const who = 'wire.withdraw@illinois.edu';
    const withdraw = { method: 'DELETE' as const, url: `/api/v1/rsvp/event/${eventId}/attendee/me`, as: who };
    expect((await t.request(withdraw)).statusCode).toBe(204);
    await t.request({ method: 'POST', url: profileUrl, as: who, payload: theirProfile });
    expect((await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${eventId}`, as: who })).statusCode).toBe(201);
    expect((await t.request(withdraw)).statusCode).toBe(204);
    expect((await t.request(withdraw)).statusCode).toBe(204);
    const url = `/api/v1/rsvp/event/${eventId}/attendee/${who}`;
    expect((await t.request({ method: 'DELETE', url, as: demo.rsvp })).statusCode).toBe(404);
  });

  it('lists attendees and /me as flat items their pages parse, our fields beside, a walk-in included', async () => {
    const eventId = await eventTakingRsvps();
    const who = 'wire.list@illinois.edu';
    await t.request({ method: 'POST', url: profileUrl, as: who, payload: { ...theirProfile, interests: ['ml'] } });
    await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${eventId}`, as: who });
    const door = `/api/v1/rsvp/checkIn/event/${eventId}`;
    const walkIn = await t.request({
      method: 'POST',
      url: door,
      as: demo.rsvp,
      payload: { email: 'wire.walker@illinois.edu' },
    });
    // Their door reads `upn` and the dietary restrictions.
    expect(walkIn.json()).toMatchObject({ upn: 'wire.walker@illinois.edu', dietaryRestrictions: [] });

    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${eventId}`, as: demo.rsvp });
    const parsed = z.array(theirAttendee).parse(list.json());
    expect(parsed.map((item) => item.userId)).toEqual([who, 'wire.walker@illinois.edu']);
    expect(list.json()[0]).toMatchObject({
      eventId,
      isPaidMember: false,
      checkedIn: false,
      gradYear: theirProfile.gradYear,
      gradMonth: 'December',
      expectedDegree: "Master's",
      intendedMajor: 'Statistics',
      interests: ['ml'],
      dietaryRestrictions: [],
      status: 'confirmed',
      walkIn: false,
      hasProfile: true,
    });
    expect(list.json()[0]).not.toHaveProperty('profile');
    expect(list.json()[1]).toMatchObject({ checkedIn: true, walkIn: true, hasProfile: false, gradYear: 0 });

    const mine = await t.request({ method: 'GET', url: '/api/v1/rsvp/me', as: who });
    expect(z.array(theirAttendee).parse(mine.json())).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({ eventId, userId: who, title: 'Wire Night', intendedMajor: 'Statistics' });
  });

  it('gives the settings their page parses, with no rsvpLimit when unlimited', async () => {
    const eventId = await eventTakingRsvps();
    const read = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${eventId}/config`, as: demo.rsvp });
    const settings = theirSettingsPage.parse(read.json());
    expect(settings.rsvpLimit).toBeUndefined();
    expect(settings.rsvpCheckInEnabled).toBe(true);
  });
});
