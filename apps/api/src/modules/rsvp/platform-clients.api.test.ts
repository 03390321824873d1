import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAssignments } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

/**
 * The chapter platform's RSVP manager pages (decision 0038): they send its settings body (no
 * waitlist; check-in optional), read an unlimited event without `rsvpLimit`, and an RSVP viewer
 * (`view:rsvps`) reads settings and attendees without changing them.
 */
let t: TestApp;
const viewer = 'member@illinois.edu';
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(roleAssignments)
    .values({ principalType: 'user', principalId: viewer, role: 'RSVP_VIEWER' });
});
afterAll(async () => t.close());

async function newEvent(): Promise<string> {
  const payload = {
    title: 'Platform Social',
    description: 'Snacks.',
    start: '2031-10-01T18:00:00',
    location: 'Siebel Center 1404',
    host: 'ACM',
    rsvpEnabled: true,
  };
  const res = await t.request({ method: 'POST', url: '/api/v1/events', as: demo.admin, payload });
  return res.json().id as string;
}

const now = () => Math.floor(Date.now() / 1000);

describe('RSVP settings as the chapter platform sends them', () => {
  it('takes its body without waitlist or check-in, and leaves an unlimited rsvpLimit out', async () => {
    const url = `/api/v1/rsvp/event/${await newEvent()}/config`;
    const body = { rsvpOpenAt: now() - 60, rsvpCloseAt: now() + 3600 };
    const saved = await t.request({ method: 'POST', url, as: demo.rsvp, payload: body });
    expect(saved.statusCode).toBe(200);
    const read = await t.request({ method: 'GET', url, as: demo.rsvp });
    expect(read.json()).toMatchObject({ ...body, rsvpCheckInEnabled: false, waitlist: false });
    expect(read.json()).not.toHaveProperty('rsvpLimit');
    const limited = await t.request({ method: 'POST', url, as: demo.rsvp, payload: { ...body, rsvpLimit: 50 } });
    expect(limited.json().rsvpLimit).toBe(50);
    const invalid = await t.request({ method: 'POST', url, as: demo.rsvp, payload: { ...body, rsvpLimit: -5 } });
    expect(invalid.statusCode).toBe(400);
  });

  it('lets an RSVP viewer read settings and attendees, and change nothing', async () => {
    const eventId = await newEvent();
    const url = `/api/v1/rsvp/event/${eventId}/config`;
    const body = { rsvpOpenAt: now() - 60, rsvpCloseAt: now() + 3600 };
    await t.request({ method: 'POST', url, as: demo.rsvp, payload: body });
    expect((await t.request({ method: 'GET', url, as: viewer })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${eventId}`, as: viewer })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url, as: viewer, payload: body })).statusCode).toBe(403);
    const protectedRes = await t.request({ method: 'GET', url: '/api/v1/protected', as: viewer });
    expect(protectedRes.json().roles).toEqual(['view:rsvps']);
  });
});
