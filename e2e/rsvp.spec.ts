import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { arrivalScansDone, expect, test, watchConsoleOf, type Page } from './support/test';
import { signIn, snap, snapOther } from './support/auth';
import { emailTo } from './support/mail';
import { personContext, withCameraShowing } from './support/people';
import { downloadedText } from './support/download';
import { decodeQr, pngPixels, writeY4m } from './support/qr-video';

// Each project's people, so the two projects' flows never meet (demo accounts without RSVP profiles).
const cast: Record<string, { first: string; second: string; day: string }> = {
  light: { first: 'lead@illinois.edu', second: 'invites@illinois.edu', day: '2031-10-07' },
  // The first is checked in by NetID at the end: a NetID has at most eight characters.
  phone: { first: 'scanner@illinois.edu', second: 'treasurer@illinois.edu', day: '2031-10-09' },
};

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Signs in on the identity provider's page the RSVP button sent us to. */
async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/idp\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/idp\//);
}

/** The officer makes the evening through the API and sets its RSVPs on the edit page: one place, a waitlist. */
async function officerSetsUp(page: Page, officer: Page, title: string, day: string): Promise<string> {
  const origin = new URL(officer.url()).origin;
  const created = await officer.request.post('/api/v1/events', {
    headers: { origin },
    data: {
      title,
      description: 'Build something in a night, with pizza.',
      start: `${day}T18:00:00`,
      end: `${day}T21:00:00`,
      location: 'Siebel Center 1404',
      host: 'A01',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as string;
  await officer.goto(`/events/edit/${eventId}`);
  await expect(officer.getByRole('heading', { name: 'RSVPs', exact: true })).toBeVisible();
  await officer.getByLabel('RSVP limit').fill('1');
  await expect(officer.getByRole('switch', { name: 'Waitlist' })).toBeChecked();
  await officer.getByRole('button', { name: 'Save RSVP settings' }).click();
  await expect(officer.getByText('RSVP settings saved')).toBeVisible();
  await snapOther(page, officer, 'rsvp-settings');
  return eventId;
}

async function makeProfile(page: Page) {
  await expect(page.getByRole('heading', { name: 'RSVP profile' })).toBeVisible();
  await arrivalScansDone(page);
  await pick(page, 'Graduation year', String(new Date().getFullYear() + 2));
  await pick(page, 'Graduation month', 'May');
  await pick(page, 'Expected degree', "Bachelor's");
  await page.getByRole('combobox', { name: 'Intended major', exact: true }).fill('Computer Eng');
  await page.getByRole('option', { name: 'Computer Engineering', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Interests', exact: true }).fill('robotics');
  await page.keyboard.press('Enter');
  await page.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Vegetarian' }).check();
  await page.getByRole('button', { name: 'Save RSVP profile' }).click();
}

/** The door reads the member's QR from their confirmation email through Chromium's fake camera. */
async function scanAtTheDoor(testInfo: TestInfo, officer: BrowserContext, eventId: string, qrPng: Buffer, page: Page) {
  const frame = await pngPixels(page, qrPng);
  await withCameraShowing(
    testInfo,
    officer,
    (video) => writeY4m(video, frame),
    async (context) => {
      watchConsoleOf(page, context);
      const door = await context.newPage();
      await door.goto(`/events/${eventId}/checkin`);
      await expect(door.getByRole('heading', { name: 'Check-in', exact: true })).toBeVisible();
      await expect(door.getByText('Checked in 0 / 1 confirmed')).toBeVisible();
      await expect(door.getByRole('combobox', { name: 'Camera' })).not.toHaveValue('');
      await door.getByRole('button', { name: 'Start Scanning' }).click();
      const result = door.getByRole('status', { name: 'Check-in result' });
      await expect(result).toContainText('Checked in', { timeout: 30_000 });
      await expect(result).toContainText('RSVP: Going');
      await expect(result).toContainText('Halal');
      await expect(door.getByText('Checked in 1 / 1 confirmed')).toBeVisible();
      await door.getByRole('button', { name: 'Stop Scanning' }).click();
    },
  );
}

async function rsvpFlow(page: Page, browser: Browser, testInfo: TestInfo) {
  // Four people, two browsers, a camera and an email: minutes on a loaded machine (5.6 once).
  test.setTimeout(420_000);
  const { first, second, day } = cast[testInfo.project.name]!;
  const title = `Hack Night ${testInfo.project.name} ${Date.now()}`;
  const officerContext = await personContext(browser, testInfo);
  const secondContext = await personContext(browser, testInfo);
  // The officer's pages (the door among them) log no error in their normal states either.
  watchConsoleOf(page, officerContext);
  try {
    const officer = await officerContext.newPage();
    await signIn(officer, 'events@illinois.edu');
    const eventId = await officerSetsUp(page, officer, title, day);

    // A member opens the public page signed out; the RSVP button asks them to sign in and comes back.
    // Having no RSVP profile yet is a normal state: no refused request in the console (issue 43).
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('1 of 1 places left')).toBeVisible();
    await snap(page, 'rsvp-public-event');
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await signInHere(page, first);
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}#rsvp$`));

    // No profile yet: the answer says so and links to making one, which comes back here.
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(page.getByText('Profile Required')).toBeVisible();
    await page.getByRole('link', { name: 'Make your RSVP profile' }).click();
    await makeProfile(page);
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}#rsvp$`));
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(page.getByText('Your RSVP: Going')).toBeVisible();

    // On /profile: the RSVP in their history and their personal QR.
    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Your personal check-in QR code' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await snap(page, 'rsvp-profile');

    // A second member finds the one place taken and joins the waitlist.
    const member = await secondContext.newPage();
    await signIn(member, second);
    const origin = new URL(member.url()).origin;
    const year = new Date().getFullYear() + 1;
    const profile = { gradYear: year, gradMonth: 'December', expectedDegree: "Master's", intendedMajor: 'Statistics' };
    const made = await member.request.post('/api/v1/rsvp/profile', {
      headers: { origin },
      data: { ...profile, interests: ['ml'], dietaryRestrictions: ['Halal'], dietaryOther: '' },
    });
    expect(made.status()).toBe(201);
    await member.goto(`/events/${eventId}`);
    await expect(member.getByText('Full — waitlist open')).toBeVisible();
    await member.getByRole('button', { name: 'Join the waitlist', exact: true }).click();
    await expect(member.getByText('Your RSVP: Waitlist place 1')).toBeVisible();

    // At the door the waitlisted member is told so and not checked in: a state of the door, with
    // no refused request in the officer's console (watched above; decision 0054).
    await officer.goto(`/events/${eventId}/checkin`);
    await officer.getByRole('tab', { name: 'Search' }).click();
    await officer.getByRole('textbox', { name: 'NetID or email' }).fill(second);
    await officer.getByRole('button', { name: 'Check in by NetID or email' }).click();
    const waiting = officer.getByRole('status', { name: 'Check-in result' });
    await expect(waiting).toContainText('On the waitlist, not confirmed');
    await expect(waiting).toContainText('Not checked in');
    await snapOther(page, officer, 'rsvp-check-in-waitlisted');

    // The first withdraws: the second is confirmed in the same moment, and told by email.
    await page.goto(`/events/${eventId}`);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw your RSVP?' }).getByRole('button', { name: 'Confirm' }).click();
    // Their place went to the second at once: the event is full again, so they are offered the waitlist.
    await expect(page.getByRole('button', { name: 'Join the waitlist', exact: true })).toBeVisible();
    const email = await emailTo(second, `Off the waitlist: ${title}`);
    await member.reload();
    await expect(member.getByText('Your RSVP: Going')).toBeVisible();

    // The door: the QR from the email through the camera, then a NetID for a walk-in.
    const qr = email.attachments.find((attachment) => attachment.contentId?.includes('checkin-qr'))!;
    const qrPng = Buffer.from(qr.content as ArrayBuffer);
    expect(decodeQr(await pngPixels(page, qrPng))).toMatch(/^rsvp1\./);
    await scanAtTheDoor(testInfo, officerContext, eventId, qrPng, page);
    await officer.goto(`/events/${eventId}/checkin`);
    await officer.getByRole('tab', { name: 'Search' }).click();
    await officer.getByRole('searchbox', { name: 'Search attendees by name or NetID' }).fill(second.split('@')[0]!);
    await expect(officer.getByRole('list', { name: 'Matching attendees' }).getByText(/^Checked in at/)).toBeVisible();
    await officer.getByRole('textbox', { name: 'NetID or email' }).fill(first.split('@')[0]!);
    await officer.getByRole('button', { name: 'Check in by NetID or email' }).click();
    await expect(officer.getByRole('status', { name: 'Check-in result' })).toContainText('Walk-in (no RSVP)');
    await snapOther(page, officer, 'rsvp-check-in');
    // The second, already in through the camera, comes again: told when and by whom, a state of
    // the door and no failed request in the console (watched above).
    await officer.getByRole('textbox', { name: 'NetID or email' }).fill(second.split('@')[0]!);
    await officer.getByRole('button', { name: 'Check in by NetID or email' }).click();
    await expect(officer.getByRole('status', { name: 'Check-in result' })).toContainText(
      /Already checked in at \d{1,2}:\d{2} [AP]M by events@illinois\.edu\./,
    );

    // What the officer learns: the charts, and the attendee table as CSV, one row per attendee.
    await officer.goto(`/events/${eventId}/rsvps`);
    for (const chart of ['RSVPs over time', 'Check-in rate', 'Paid members', 'Graduation year', 'Major']) {
      await expect(officer.getByRole('heading', { name: chart, exact: true })).toBeVisible();
    }
    await expect(officer.locator('.recharts-surface').first()).toBeVisible();
    await snapOther(page, officer, 'rsvp-attendees');
    const csv = await downloadedText(officer, officer.getByRole('button', { name: 'Export CSV' }));
    const rows = csv.text.trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).join('\n')).toContain(second);
    expect(rows.slice(1).join('\n')).toContain(first);
  } finally {
    await officerContext.close();
    await secondContext.close();
  }
}

test('a member RSVPs from the public page; the waitlist, the door and the analytics follow', async ({
  page,
  browser,
}, testInfo) => {
  await rsvpFlow(page, browser, testInfo);
});

test(
  'on a phone: a member RSVPs; the waitlist, the door and the analytics follow',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    await rsvpFlow(page, browser, testInfo);
  },
);
