import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rsvpProfiles } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { queueDueReminders } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const members = ['rem1@illinois.edu', 'rem2@illinois.edu'];

async function gatheringWithReminder(start: string): Promise<string> {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.admin,
    payload: { title: 'Resume Review', description: 'Bring a resume.', start, location: 'Siebel 0216', host: 'A01' },
  });
  const key = created.json().id as string;
  const now = Math.floor(Date.now() / 1000);
  await t.request({
    method: 'POST',
    url: `/api/v1/rsvp/event/${key}/config`,
    as: demo.rsvp,
    payload: {
      rsvpOpenAt: now - 60,
      rsvpCloseAt: now + 3600,
      rsvpCheckInEnabled: true,
      waitlist: false,
      reminderHoursBefore: 24,
    },
  });
  await t.database.db
    .insert(rsvpProfiles)
    .values(
      members.map((userId) => ({
        userId,
        graduationYear: 2030,
        graduationMonth: 'May',
        degree: 'PhD',
        major: 'Statistics',
        interests: [],
        dietaryRestrictions: [],
      })),
    )
    .onConflictDoNothing();
  for (const member of members) await t.request({ method: 'POST', url: `/api/v1/rsvp/event/${key}`, as: member });
  return key;
}

const reminders = () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.subject, 'Reminder: %'), eq(mailOutbox.subject, 'Reminder: Resume Review')));

describe('RSVP reminders', () => {
  it('are queued once per confirmed attendee when their time comes, however many instances run, with the invitation', async () => {
    await gatheringWithReminder('2031-03-10T18:00:00');
    const deps = { db: t.database.db, mailer: t.app.mailer };
    // 2031-03-10 18:00 in Chicago is 23:00 UTC (CDT): the reminder is due from 23:00 UTC the day before.
    expect(await queueDueReminders(deps, new Date('2031-03-09T22:59:00Z'))).toBe(0);
    const due = new Date('2031-03-09T23:00:00Z');
    // Two instances at once, then a restarted one a minute later.
    const counts = await Promise.all([queueDueReminders(deps, due), queueDueReminders(deps, due)]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await queueDueReminders(deps, new Date('2031-03-09T23:01:00Z'))).toBe(0);

    const queued = await reminders();
    expect(queued.map((mail) => mail.recipient).sort()).toEqual(members);
    const attachment = queued[0]!.message.attachments?.[0];
    expect(attachment?.filename).toBe('invite.ics');
    const ics = Buffer.from(attachment!.content, 'base64').toString();
    expect(ics).toContain('SUMMARY:Resume Review');
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20310310T180000');
  });

  it('are never sent for a gathering that has begun', async () => {
    await gatheringWithReminder('2031-04-10T18:00:00');
    const deps = { db: t.database.db, mailer: t.app.mailer };
    const before = (await reminders()).length;
    expect(await queueDueReminders(deps, new Date('2031-04-11T00:00:00Z'))).toBe(0);
    expect(await queueDueReminders(deps, new Date('2031-04-10T00:00:00Z'))).toBe(0);
    expect((await reminders()).length).toBe(before);
  });
});
