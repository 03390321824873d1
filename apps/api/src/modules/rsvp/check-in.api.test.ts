import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rsvpProfiles } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const now = () => Math.floor(Date.now() / 1000);

async function eventWithRsvps(checkIn = true, ...members: string[]): Promise<string> {
  return eventWithLimit(checkIn, undefined, ...members);
}

async function eventWithLimit(checkIn: boolean, rsvpLimit: number | undefined, ...members: string[]): Promise<string> {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: {
      title: 'Tech Talk',
      description: 'A talk.',
      start: '2031-09-04T18:00:00',
      location: 'Siebel Center 1404',
      host: 'A01',
    },
  });
  const key = created.json().id as string;
  await t.request({
    method: 'POST',
    url: `/api/v1/rsvp/event/${key}/config`,
    as: demo.rsvp,
    payload: {
      rsvpOpenAt: now() - 60,
      rsvpCloseAt: now() + 3600,
      rsvpCheckInEnabled: checkIn,
      waitlist: rsvpLimit !== undefined,
      ...(rsvpLimit === undefined ? {} : { rsvpLimit }),
    },
  });
  if (members.length > 0)
    await t.database.db
      .insert(rsvpProfiles)
      .values(
        members.map((userId) => ({
          userId,
          name: `Name of ${userId}`,
          graduationYear: 2030,
          graduationMonth: 'May',
          degree: "Bachelor's",
          major: 'Computer Science',
          interests: [],
          dietaryRestrictions: ['Halal'],
          dietaryOther: 'no pork',
        })),
      )
      .onConflictDoNothing();
  for (const member of members) {
    expect((await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${key}`, as: member })).statusCode).toBe(201);
  }
  return key;
}

const checkIn = (key: string, payload: Record<string, string | boolean>) =>
  t.request({ method: 'POST', url: `/api/v1/rsvp/checkIn/event/${key}`, as: demo.rsvp, payload });
const tokenOf = async (member: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/rsvp/me/token', as: member })).json().token as string;

describe('RSVP check-in', () => {
  it('admits by NetID once, shows dietary needs, and names when and by whom on a second try', async () => {
    const key = await eventWithRsvps(true, 'dana@illinois.edu');
    const first = await checkIn(key, { netId: 'DANA' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userId: 'dana@illinois.edu',
      name: 'Name of dana@illinois.edu',
      rsvpStatus: 'confirmed',
      dietaryRestrictions: ['Halal'],
      dietaryOther: 'no pork',
    });
    const second = await checkIn(key, { email: 'dana@illinois.edu' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Already checked in at \d{1,2}:\d{2} [AP]M by rsvp@illinois\.edu\.$/);
  });

  it("answers the portal door's repeat as a state (200, when and by whom), recording nothing more", async () => {
    const key = await eventWithRsvps(true, 'fran@illinois.edu');
    const first = await checkIn(key, { netId: 'fran', answerRepeat: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).not.toHaveProperty('alreadyCheckedIn');
    const again = await checkIn(key, { email: 'fran@illinois.edu', answerRepeat: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ userId: 'fran@illinois.edu', checkedInAt: first.json().checkedInAt });
    expect(again.json().alreadyCheckedIn).toMatch(
      /^Already checked in at \d{1,2}:\d{2} [AP]M by rsvp@illinois\.edu\.$/,
    );
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'rsvp'), eq(auditLog.message, 'Checked in fran@illinois.edu.')));
    expect(entries).toHaveLength(1);
    // A client that does not ask (the chapter platform's door) is still refused with 409.
    expect((await checkIn(key, { netId: 'fran' })).statusCode).toBe(409);
  });

  it('admits by the personal QR, and refuses a forged or altered one without recording anything', async () => {
    const key = await eventWithRsvps(true, 'eli@illinois.edu');
    const token = await tokenOf('eli@illinois.edu');
    const [version, encoded, mac] = token.split('.');
    const forged = `${version}.${Buffer.from('eli@illinois.edu').toString('base64url')}.${'A'.repeat(mac!.length)}`;
    const otherName = `${version}.${Buffer.from('mallory@illinois.edu').toString('base64url')}.${mac}`;
    const flipped = `${version}.${encoded}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, otherName, flipped, 'not-a-token']) {
      const res = await checkIn(key, { token: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This QR code is not a valid personal code.');
    }
    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp });
    expect(list.json()).toEqual([expect.not.objectContaining({ checkedInAt: expect.anything() })]);
    const res = await checkIn(key, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toBe('eli@illinois.edu');
  });

  it('records someone without an RSVP as a walk-in', async () => {
    const key = await eventWithRsvps(true);
    const res = await checkIn(key, { email: 'Walk.In@Illinois.edu' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'walk.in@illinois.edu', rsvpStatus: 'walkIn' });
    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp });
    expect(list.json()).toEqual([expect.objectContaining({ userId: 'walk.in@illinois.edu', walkIn: true })]);
  });

  it('is refused while check-in is off for the event', async () => {
    const key = await eventWithRsvps(false, 'fay@illinois.edu');
    const res = await checkIn(key, { netId: 'fay' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Check-in is not enabled for this event.');
  });

  it('admits exactly once when twenty scanners read the same code at once', async () => {
    const key = await eventWithRsvps(true, 'gus@illinois.edu');
    const token = await tokenOf('gus@illinois.edu');
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(key, { token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  });

  it('admits a walk-in exactly once when twenty scanners record them at once', async () => {
    const key = await eventWithRsvps(true);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(key, { netId: 'hal' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  });

  it("refuses a waitlisted attendee with 'On the waitlist, not confirmed' until admitted as a walk-in on purpose", async () => {
    const key = await eventWithLimit(true, 1, 'ida@illinois.edu', 'jon@illinois.edu');
    const refused = await checkIn(key, { netId: 'jon' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('On the waitlist, not confirmed');
    const list = async () =>
      (await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp })).json() as {
        userId: string;
        checkedInAt: unknown;
      }[];
    expect((await list()).find((a) => a.userId === 'jon@illinois.edu')?.checkedInAt ?? null).toBeNull();

    const admitted = await checkIn(key, { netId: 'jon', admitAsWalkIn: true });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toMatchObject({ userId: 'jon@illinois.edu', rsvpStatus: 'walkIn' });
    const again = await checkIn(key, { netId: 'jon', admitAsWalkIn: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Already checked in at /);
    const entries = await t.database.db
      .select({ message: auditLog.message })
      .from(auditLog)
      .where(and(eq(auditLog.module, 'rsvp'), eq(auditLog.target, key)));
    expect(entries.map((e) => e.message)).toContain(
      'Checked in jon@illinois.edu (waitlisted, admitted as a walk-in on purpose).',
    );
    // A confirmed attendee is checked in as before, with or without the flag.
    expect((await checkIn(key, { netId: 'ida', admitAsWalkIn: true })).json()).toMatchObject({
      rsvpStatus: 'confirmed',
    });
  });

  it("answers the portal door's waitlisted attendee as a state (200, not checked in), recording nothing", async () => {
    const key = await eventWithLimit(true, 1, 'kim@illinois.edu', 'lou@illinois.edu');
    const answer = await checkIn(key, { netId: 'lou', answerRepeat: true, answerWaitlisted: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      userId: 'lou@illinois.edu',
      rsvpStatus: 'waitlisted',
      waitlisted: 'On the waitlist, not confirmed',
    });
    expect(answer.json()).not.toHaveProperty('checkedInAt');
    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp });
    const lou = (list.json() as { userId: string; checkedInAt?: number }[]).find(
      (a) => a.userId === 'lou@illinois.edu',
    );
    expect(lou?.checkedInAt).toBeUndefined();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'rsvp'), eq(auditLog.target, key)));
    expect(entries.filter((entry) => entry.message.startsWith('Checked in'))).toHaveLength(0);
    // A client that does not ask (the chapter platform's door) is still refused with 409.
    expect((await checkIn(key, { netId: 'lou', answerRepeat: true })).statusCode).toBe(409);
    // A confirmed attendee is admitted as before with the flag.
    const kim = await checkIn(key, { netId: 'kim', answerWaitlisted: true });
    expect(kim.json()).toMatchObject({ rsvpStatus: 'confirmed', checkedInAt: expect.any(Number) });
    expect(kim.json()).not.toHaveProperty('waitlisted');
  });
});
