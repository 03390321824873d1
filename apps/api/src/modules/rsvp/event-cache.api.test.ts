import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rsvpProfiles } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

/** An RSVP reads its event from a cache (decision 0064): a change to the event must reach the next RSVP. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const now = () => Math.floor(Date.now() / 1000);
const members = ['cache.one@illinois.edu', 'cache.two@illinois.edu', 'cache.three@illinois.edu'];

async function openEvent(): Promise<string> {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: {
      title: 'Cached Talk',
      description: 'A talk.',
      start: '2031-09-04T18:00:00',
      end: '2031-09-04T19:00:00',
      location: 'Siebel Center 1404',
      host: 'A01',
    },
  });
  const eventId = created.json().id as string;
  const config = await t.request({
    method: 'POST',
    url: `/api/v1/rsvp/event/${eventId}/config`,
    as: demo.rsvp,
    payload: { rsvpOpenAt: now() - 60, rsvpCloseAt: now() + 3600, rsvpCheckInEnabled: true, waitlist: false },
  });
  expect(config.statusCode).toBe(200);
  return eventId;
}

const rsvp = (eventId: string, as: string) => t.request({ method: 'POST', url: `/api/v1/rsvp/event/${eventId}`, as });

describe('the event an RSVP names', () => {
  beforeAll(async () => {
    await t.database.db
      .insert(rsvpProfiles)
      .values(
        members.map((userId) => ({
          userId,
          graduationYear: new Date().getUTCFullYear() + 1,
          graduationMonth: 'May',
          degree: "Bachelor's",
          major: 'Computer Science',
          interests: [],
          dietaryRestrictions: [],
        })),
      )
      .onConflictDoNothing();
  });

  it('is read again once the event is renamed, and is gone once it is deleted', async () => {
    const eventId = await openEvent();
    expect((await rsvp(eventId, members[0]!)).statusCode).toBe(201);
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/v1/events/${eventId}`,
      as: demo.admin,
      payload: { title: 'Renamed Talk' },
    });
    expect(renamed.statusCode).toBe(201);
    expect((await rsvp(eventId, members[1]!)).statusCode).toBe(201);
    const messages = await t.database.db
      .select({ actor: auditLog.actor, message: auditLog.message })
      .from(auditLog)
      .where(and(eq(auditLog.module, 'rsvp'), eq(auditLog.target, eventId)));
    expect(messages).toEqual(
      expect.arrayContaining([
        { actor: members[0], message: 'RSVP confirmed. (Cached Talk)' },
        { actor: members[1], message: 'RSVP confirmed. (Renamed Talk)' },
      ]),
    );
    const deleted = await t.request({ method: 'DELETE', url: `/api/v1/events/${eventId}`, as: demo.admin });
    expect(deleted.statusCode).toBeLessThan(300);
    const gone = await rsvp(eventId, members[2]!);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Event not found.');
  });
});
