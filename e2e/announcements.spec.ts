import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime, { type Email } from 'postal-mime';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, snap } from './support/auth';
import { emailTo } from './support/mail';
import { personContext } from './support/people';

// Each project's member, so the two projects' flows never meet (demo accounts with RSVP profiles).
const cast: Record<string, { member: string; day: string }> = {
  light: { member: 'member@illinois.edu', day: '2031-11-04' },
  phone: { member: 'rooms@illinois.edu', day: '2031-11-06' },
};
const officer = 'events@illinois.edu'; // 'Chapter Officers': MANAGE_ANNOUNCEMENTS; 'Events Team': RSVPs
const mailDir = fileURLToPath(new URL(`../.data-e2e-${process.env.E2E_PORT}/mail/`, import.meta.url));

/** Every email to `address` with `subject` written so far. */
async function mailsTo(address: string, subject: string): Promise<Email[]> {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
  const all = await Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(mailDir, f)))));
  return all.filter((m) => m.subject === subject && m.to?.some((to) => to.address === address));
}

/** Local time in the chapter's zone, as the events API reads it, `hours` from now. */
function chicagoIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    hourCycle: 'h23',
    ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00`;
}

/** An event with RSVPs open now: `limit` places and a waitlist, a reminder a day before. */
async function eventWithRsvps(officerPage: Page, title: string, start: string, limit: number): Promise<string> {
  const origin = new URL(officerPage.url()).origin;
  const created = await officerPage.request.post('/api/v1/events', {
    headers: { origin },
    data: { title, description: 'Announcements test.', start, location: 'Siebel Center 1404', host: 'A01' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const now = Math.floor(Date.now() / 1000);
  const config = await officerPage.request.post(`/api/v1/rsvp/event/${id}/config`, {
    headers: { origin },
    data: {
      rsvpOpenAt: now - 60,
      rsvpCloseAt: now + 3600,
      rsvpCheckInEnabled: true,
      waitlist: true,
      rsvpLimit: limit,
      reminderHoursBefore: 24,
    },
  });
  expect(config.status()).toBe(200);
  return id;
}

async function rsvp(page: Page, eventId: string, status: 'confirmed' | 'waitlisted') {
  const res = await page.request.post(`/api/v1/rsvp/event/${eventId}`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  expect((await res.json()).status).toBe(status);
}

async function addRsvpAudience(officerPage: Page, event: string, state: string) {
  await officerPage.getByRole('combobox', { name: 'Add an audience' }).click();
  await officerPage.getByRole('option', { name: "An event's RSVPs" }).click();
  const part = officerPage.getByRole('group', { name: /^Audience \d+$/ }).last();
  await part.getByRole('combobox', { name: 'Event' }).fill(event);
  await officerPage
    .getByRole('option', { name: new RegExp(`^${event}`) })
    .first()
    .click();
  await part.getByRole('combobox', { name: 'RSVP state' }).click();
  await officerPage.getByRole('option', { name: state }).click();
}

async function announcementsFlow(page: Page, browser: Browser, testInfo: TestInfo) {
  const { member, day } = cast[testInfo.project.name]!;
  const tag = testInfo.project.name;
  const officerContext = await personContext(browser, testInfo);
  const visitorContext = await personContext(browser, testInfo);
  try {
    const officerPage = await officerContext.newPage();
    await signIn(officerPage, officer);
    // The member: waitlisted at one event, confirmed at another that starts in three hours.
    const full = `Hack Night ${tag}`;
    const soon = `Study Jam ${tag}`;
    const fullId = await eventWithRsvps(officerPage, full, `${day}T18:00:00`, 1);
    const soonId = await eventWithRsvps(officerPage, soon, chicagoIn(3), 10);
    await officerPage.goto('/home');
    await rsvp(officerPage, fullId, 'confirmed');
    await signIn(page, member);
    await rsvp(page, fullId, 'waitlisted');
    await rsvp(page, soonId, 'confirmed');

    // The officer writes to last month's no-shows, previews, tests, and schedules it.
    await officerPage.goto('/announcements/new');
    await officerPage.getByLabel('Subject').fill(`We missed you ${tag}`);
    await officerPage
      .getByLabel('Message')
      .fill('We missed you at the **Spring Social**. Slides: [here](https://acm.illinois.edu).');
    await addRsvpAudience(officerPage, 'Spring Social', 'No-shows (after it ended)');
    await officerPage.getByRole('button', { name: 'Count recipients' }).click();
    await expect(officerPage.getByRole('status').filter({ hasText: 'Reaches 7 people' })).toBeVisible();
    await officerPage.getByRole('button', { name: 'Preview' }).click();
    await expect(officerPage.frameLocator('iframe[title="Preview (light)"]').getByText('Spring Social')).toBeVisible();
    await expect(officerPage.frameLocator('iframe[title="Preview (dark)"]').getByText('Spring Social')).toBeVisible();
    await officerPage.getByRole('button', { name: 'Send me a test' }).click();
    await expect(officerPage.getByText(`Test sent to ${officer}`)).toBeVisible();
    expect((await emailTo(officer, `[Test] We missed you ${tag}`)).html).toContain('<strong>Spring Social</strong>');
    await officerPage.getByText('Schedule', { exact: true }).click();
    await officerPage.getByLabel('Send at').fill('2031-12-01T10:00');
    await officerPage.getByRole('button', { name: 'Schedule announcement' }).click();
    await expect(officerPage.getByText('scheduled', { exact: true })).toBeVisible();

    // ... and to the other event's waitlist, sent now.
    await officerPage.goto('/announcements/new');
    const news = `A place may open ${tag}`;
    await officerPage.getByLabel('Subject').fill(news);
    await officerPage.getByLabel('Message').fill(`You are on the waitlist of **${full}**. Keep an eye on your inbox.`);
    await addRsvpAudience(officerPage, full, 'Waitlisted');
    await officerPage.getByRole('button', { name: 'Count recipients' }).click();
    await expect(officerPage.getByRole('status').filter({ hasText: 'Reaches 1 person' })).toBeVisible();
    await officerPage.getByRole('button', { name: 'Send announcement' }).click();
    await expect(officerPage.getByRole('listitem', { name: 'Sent: 1' })).toBeVisible({ timeout: 30_000 });
    await snap(officerPage, 'announcement-progress');

    // The member opens the mail and follows its preferences link, signed out.
    const mail = await emailTo(member, news);
    // Besides that link, the mail offers the one-click unsubscribe of RFC 8058.
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');
    const link = /https?:\/\/[^\s]+\/preferences\?token=[\w.-]+/.exec(mail.text!)![0];
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    // Signed out, this page loads the portal's chunks first: give a loaded machine time.
    await expect(visitor.getByText(`For ${member}`)).toBeVisible({ timeout: 30_000 });
    await visitor.getByRole('button', { name: 'Unsubscribe from all announcements' }).click();
    await expect(visitor.getByText('You are unsubscribed from announcements.')).toBeVisible();

    // A later announcement to the same people reaches the officer, not the member.
    const later = `Last call ${tag}`;
    const sent = await officerPage.request.post('/api/v1/announcements', {
      headers: { origin: new URL(officerPage.url()).origin },
      data: {
        subject: later,
        body: 'Last call.',
        audience: [
          { kind: 'rsvps', eventId: fullId, state: 'waitlisted' },
          { kind: 'rsvps', eventId: fullId, state: 'confirmed' },
        ],
      },
    });
    expect((await sent.json()).progress).toMatchObject({ skipped: 1 });
    await emailTo(officer, later);
    expect(await mailsTo(member, later)).toHaveLength(0);

    // Their RSVP reminder is not an announcement: it still arrives.
    await expect.poll(async () => (await mailsTo(member, `Reminder: ${soon}`)).length, { timeout: 150_000 }).toBe(1);
  } finally {
    await officerContext.close();
    await visitorContext.close();
  }
}

test('an officer writes to no-shows and a waitlist; a member unsubscribes from the mail and still gets their reminder', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await announcementsFlow(page, browser, testInfo);
});

test(
  'on a phone: an officer writes to no-shows and a waitlist; a member unsubscribes and still gets their reminder',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    await announcementsFlow(page, browser, testInfo);
  },
);
