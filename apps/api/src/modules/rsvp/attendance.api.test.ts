import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rsvpProfiles } from '../../db/schema';
import { personalQrPng } from './personal-token';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const now = () => Math.floor(Date.now() / 1000);
const profile = {
  graduationYear: new Date().getUTCFullYear() + 1,
  graduationMonth: 'May' as const,
  degree: "Bachelor's" as const,
  major: 'Computer Science' as const,
  interests: ['security'],
  dietaryRestrictions: ['Vegan' as const],
  dietaryOther: '',
};

async function withProfiles(...userIds: string[]) {
  await t.database.db
    .insert(rsvpProfiles)
    .values(userIds.map((userId) => ({ userId, ...profile })))
    .onConflictDoNothing();
}

/** An event with RSVPs open now; returns its RSVP key. */
async function openEvent(settings: Record<string, unknown> = {}, event: Record<string, unknown> = {}) {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: {
      title: 'Pizza Social',
      description: 'Pizza and board games.',
      start: '2031-09-04T18:00:00',
      end: '2031-09-04T20:00:00',
      location: 'Siebel Center 2405',
      host: 'A01',
      ...event,
    },
  });
  const key = created.json().id as string;
  const config = await t.request({
    method: 'POST',
    url: `/api/v1/rsvp/event/${key}/config`,
    as: demo.rsvp,
    payload: {
      rsvpOpenAt: now() - 60,
      rsvpCloseAt: now() + 3600,
      rsvpCheckInEnabled: true,
      waitlist: false,
      ...settings,
    },
  });
  expect(config.statusCode).toBe(200);
  return key;
}

const rsvp = (key: string, as: string) => t.request({ method: 'POST', url: `/api/v1/rsvp/event/${key}`, as });
const mailTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));

describe('RSVP as a member', () => {
  it('needs a profile first: 400 Profile Required', async () => {
    const key = await openEvent();
    const res = await rsvp(key, 'no.profile@illinois.edu');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Profile Required');
  });

  it('is confirmed once, emailed, listed on /me with a snapshot of the profile kept', async () => {
    const key = await openEvent({ rsvpLimit: 10 });
    await withProfiles('ann@illinois.edu');
    const first = await rsvp(key, 'ann@illinois.edu');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'confirmed' });

    const again = await rsvp(key, 'ann@illinois.edu');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already RSVP'd for this event.");

    const mails = await mailTo('ann@illinois.edu');
    expect(mails.map((m) => m.subject)).toEqual(['RSVP confirmed: Pizza Social']);
    // The personal QR rides along inline, the same image the profile shows.
    const qr = mails[0]!.message.attachments?.find((attachment) => attachment.cid === 'checkin-qr');
    expect(qr?.content).toBe(await personalQrPng(t.database.db, 'ann@illinois.edu'));
    expect(mails[0]!.message.html).toContain('src="cid:checkin-qr"');
    const mine = await t.request({ method: 'GET', url: '/api/v1/rsvp/me', as: 'ann@illinois.edu' });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        eventId: key,
        title: 'Pizza Social',
        start: '2031-09-04T18:00:00',
        status: 'confirmed',
      }),
    ]);

    // Changing the profile later leaves the RSVP's copy as it was.
    await t.request({
      method: 'POST',
      url: '/api/v1/rsvp/profile',
      as: 'ann@illinois.edu',
      payload: {
        gradYear: profile.graduationYear,
        gradMonth: profile.graduationMonth,
        expectedDegree: profile.degree,
        intendedMajor: 'Mathematics',
      },
    });
    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp });
    expect(list.json()).toEqual([
      expect.objectContaining({
        userId: 'ann@illinois.edu',
        isPaidMember: false,
        intendedMajor: 'Computer Science',
      }),
    ]);
  });

  it("is refused outside the window with the issue's words", async () => {
    const key = await openEvent({ rsvpOpenAt: now() + 3600, rsvpCloseAt: now() + 7200 });
    await withProfiles('early@illinois.edu');
    const res = await rsvp(key, 'early@illinois.edu');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('RSVPs are not currently open for this event.');
  });

  it('without a waitlist, refuses once the limit is reached', async () => {
    const key = await openEvent({ rsvpLimit: 1 });
    await withProfiles('one@illinois.edu', 'two@illinois.edu');
    expect((await rsvp(key, 'one@illinois.edu')).statusCode).toBe(201);
    const full = await rsvp(key, 'two@illinois.edu');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('RSVP limit has been reached.');
  });

  it('with a waitlist, numbers the waiting and confirms the first when a confirmed member withdraws', async () => {
    const key = await openEvent({ rsvpLimit: 1, waitlist: true });
    await withProfiles('w1@illinois.edu', 'w2@illinois.edu', 'w3@illinois.edu');
    expect((await rsvp(key, 'w1@illinois.edu')).json()).toEqual({ status: 'confirmed' });
    expect((await rsvp(key, 'w2@illinois.edu')).json()).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await rsvp(key, 'w3@illinois.edu')).json()).toEqual({ status: 'waitlisted', waitlistPosition: 2 });
    // Their own list numbers them within this event alone (the demo workshop has a waitlist too).
    const waiting = await t.request({ method: 'GET', url: '/api/v1/rsvp/me', as: 'w3@illinois.edu' });
    expect(waiting.json()).toEqual([expect.objectContaining({ status: 'waitlisted', waitlistPosition: 2 })]);

    const out = await t.request({
      method: 'DELETE',
      url: `/api/v1/rsvp/event/${key}/attendee/me`,
      as: 'w1@illinois.edu',
    });
    expect(out.statusCode).toBe(204);
    expect((await mailTo('w2@illinois.edu')).map((m) => m.subject)).toEqual(['Off the waitlist: Pizza Social']);
    const list = await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${key}`, as: demo.rsvp });
    expect(list.json().map((a: { userId: string; status: string }) => [a.userId, a.status])).toEqual([
      ['w2@illinois.edu', 'confirmed'],
      ['w3@illinois.edu', 'waitlisted'],
    ]);

    // A manager's removal frees the place the same way.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/rsvp/event/${key}/attendee/w2@illinois.edu`,
      as: demo.rsvp,
    });
    expect(removed.statusCode).toBe(204);
    const mine = await t.request({ method: 'GET', url: '/api/v1/rsvp/me', as: 'w3@illinois.edu' });
    expect(mine.json()).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  });

  it('of a repeating event names an occurrence; the series itself is refused', async () => {
    // The series' window is each occurrence's moved to it: opened a month ago, it is open for the next weeks.
    const key = await openEvent({ rsvpOpenAt: now() - 30 * 86_400 }, { repeats: 'weekly' });
    await withProfiles('weekly@illinois.edu');
    const series = await rsvp(key, 'weekly@illinois.edu');
    expect(series.statusCode).toBe(400);
    expect(series.json().message).toBe('Choose an occurrence of this repeating event');
    expect((await rsvp(`${key}~2031-09-11`, 'weekly@illinois.edu')).statusCode).toBe(201);
    expect((await rsvp(`${key}~2031-09-18`, 'weekly@illinois.edu')).statusCode).toBe(201);
  });
});

describe('the limit under concurrency', () => {
  it(
    'confirms exactly 50 of 200 RSVPs made at once, and waitlists the other 150 in distinct places',
    { timeout: 120_000 },
    async () => {
      const key = await openEvent({ rsvpLimit: 50, waitlist: true });
      const members = Array.from({ length: 200 }, (_, i) => `crowd${i}@illinois.edu`);
      await withProfiles(...members);
      const answers = await Promise.all(members.map((member) => rsvp(key, member)));
      expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
      const results = answers.map((answer) => answer.json() as { status: string; waitlistPosition?: number });
      expect(results.filter((r) => r.status === 'confirmed')).toHaveLength(50);
      const positions = results.flatMap((r) => (r.waitlistPosition ? [r.waitlistPosition] : []));
      expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    },
  );
});

describe('demo data', () => {
  const attendees = async (eventId: string) =>
    (await t.request({ method: 'GET', url: `/api/v1/rsvp/event/${eventId}`, as: demo.rsvp })).json() as {
      status: string;
      walkIn: boolean;
      checkedInAt?: number;
    }[];

  it('has a nearly full workshop with a waitlist and a past social with its attendance', async () => {
    const workshop = await attendees('4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a04');
    expect(workshop.filter((a) => a.status === 'confirmed')).toHaveLength(11);
    expect(workshop.filter((a) => a.status === 'waitlisted')).toHaveLength(2);
    const limit = await t.request({
      method: 'GET',
      url: '/api/v1/rsvp/event/4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a04/config',
      as: demo.rsvp,
    });
    expect(limit.json().rsvpLimit).toBe(12);

    const social = await attendees('4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05');
    expect(social.filter((a) => a.checkedInAt !== undefined)).toHaveLength(20);
    expect(social.filter((a) => a.walkIn)).toHaveLength(3);
  });
});
