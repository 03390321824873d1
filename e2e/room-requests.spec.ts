import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { logOut } from './support/shell';
import { expectOnOneLine } from './support/layout';

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const answer = (page: Page, question: string, choice: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).check();

/** The table row, or on a phone the card, of a request. */
const rowOf = (page: Page, title: string) =>
  page.locator('tr, li').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Tomorrow's date in Chicago, what the wizard's dates default to. */
function tomorrowInChicago(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

async function fillBasics(page: Page, host: string, title: string, description: string) {
  await pickOption(page, 'Host', host);
  await page.getByLabel('Event title').fill(title);
  await pickOption(page, 'Theme', 'Learning');
  await page.getByLabel('Description').fill(description);
}

/** The mail service writes .eml files under the test server's DATA_DIR (see playwright.config.ts). */
const mailDir = fileURLToPath(new URL(`../.data-e2e-${process.env.E2E_PORT}/mail/`, import.meta.url));
async function subjectsOfEmails(to: string, about: string): Promise<string[]> {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml')) : [];
  const emails = await Promise.all(files.map((file) => PostalMime.parse(fs.readFileSync(`${mailDir}${file}`))));
  return emails
    .filter((email) => email.to?.some((address) => address.address === to) && email.subject?.includes(about))
    .map((email) => email.subject ?? '')
    .sort();
}

const stepHeading = (page: Page, text: string) => page.getByRole('heading', { name: text });

test(
  'a requester asks for an in-person and a virtual room; a reviewer asks for more information, then approves',
  { tag: '@phone' },
  async ({ page, context }) => {
    // A long walk through two wizards and two accounts on a shared, loaded machine.
    test.setTimeout(180_000);
    const project = test.info().project.name;
    const inPerson = `Robot Demo Night (${project})`;
    const online = `Online Study Hall (${project})`;
    const tomorrow = tomorrowInChicago();

    await signIn(page, 'rooms@illinois.edu');
    await page.goto('/roomRequests');
    await expect(page.getByRole('heading', { name: 'Room Requests', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Existing Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(page, 'ACM Term Kickoff')).toContainText('Approved');
    // Another user's request is not listed for a requester.
    await expect(page.getByText('Social Committee Game Night')).toHaveCount(0);
    await snap(page, 'room-requests-list');

    // In person, with setup time and a specific room.
    await page.getByRole('tab', { name: 'New Request' }).click();
    await expect(stepHeading(page, 'Step 1 of 4: Basic information')).toBeVisible();
    // The step indicator stays one line, on a phone too.
    const steps = page.getByRole('button', { name: /^Step \d: / });
    await expect(steps).toHaveCount(4);
    await expectOnOneLine(await steps.all(), 'the four steps');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Host is required')).toBeVisible();
    await expect(page.getByText('Description must have at least 10 words')).toBeVisible();
    await fillBasics(
      page,
      'SIGRobotics',
      inPerson,
      'Members show the robots they built this term and visitors can drive them.',
    );

    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Event title')).toHaveValue(inPerson);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 'Step 2 of 4: Event details')).toBeVisible();
    await expect(page.getByLabel('Event start')).toHaveValue(`${tomorrow}T18:00`);
    await expect(page.getByLabel('Event end')).toHaveValue(`${tomorrow}T19:00`);
    await page.getByLabel('Event end').fill(`${tomorrow}T18:15`);
    await answer(page, 'Location type', 'In person');
    await answer(page, 'Will people from outside the university attend?', 'Yes');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The event must last at least 30 minutes')).toBeVisible();
    await expect(page.getByText('Non-Illinois attendee percent must be 1 to 100')).toBeVisible();
    await page.getByLabel('Event end').fill(`${tomorrow}T20:00`);
    await page.getByLabel('Non-Illinois attendees (percent)').fill('25');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 'Step 3 of 4: Space and setup')).toBeVisible();
    await pickOption(page, 'Space type', 'Illini Union');
    await page.getByLabel('Specific room').fill('Illini Union Room 314A');
    await page.getByLabel('Estimated attendees').fill('50');
    await page.getByLabel('Seats needed').fill('40');
    await answer(page, 'Do you need setup time before the event?', 'Yes');
    await page.getByLabel('Setup minutes before the event').fill('12');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Seats needed cannot be fewer than estimated attendees')).toBeVisible();
    await expect(page.getByText('Setup time must be 5 to 60 minutes in steps of 5')).toBeVisible();
    await expect(page.getByText('Setup details are required for this space type')).toBeVisible();
    await page.getByLabel('Seats needed').fill('60');
    await page.getByLabel('Setup minutes before the event').fill('15');
    await page.getByLabel('Setup details').fill('Six tables along the walls and power strips.');
    await snap(page, 'room-requests-step-3');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(page, 'Step 4 of 4: Additional information')).toBeVisible();
    await answer(page, 'Will there be food or drink?', 'Yes');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(stepHeading(page, 'Review and submit')).toBeVisible();
    await expect(page.getByText('15 minutes before')).toBeVisible();
    await snap(page, 'room-requests-review');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('tab', { name: 'Existing Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(page, inPerson)).toContainText('Created');

    // Virtual: step 3 is skipped.
    await page.getByRole('tab', { name: 'New Request' }).click();
    await expect(page.getByLabel('Event title')).toHaveValue('');
    await fillBasics(
      page,
      'ACM',
      online,
      'A quiet evening of studying together online, with tutors on call for questions.',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page, 'Location type', 'Virtual');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Step 4 of 4: Additional information')).toBeVisible();
    await expect(page.getByText('Skipped for virtual events')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByText('Space type')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(rowOf(page, online)).toContainText('Created');
    await expect(rowOf(page, inPerson)).toContainText('Created');
    await snap(page, 'room-requests-submitted');
    await logOut(page);
    // The identity provider remembers Riley until its own cookie goes.
    await context.clearCookies();

    // The reviewer asks for more information, then approves.
    await signIn(page, 'admin@illinois.edu');
    await page.goto('/roomRequests');
    await expect(page.getByText('Social Committee Game Night')).toBeVisible();
    await rowOf(page, inPerson).getByRole('link', { name: inPerson }).click();
    await expect(page.getByRole('heading', { name: inPerson, level: 1 })).toBeVisible();
    await expect(page.getByText('Requested by rooms@illinois.edu')).toBeVisible();
    await page.getByLabel('New status').selectOption({ label: 'More information needed' });
    await page.getByLabel('Notes').fill('Please say how many robots need power.');
    await page.getByRole('button', { name: 'Submit Update' }).click();
    const timeline = page.getByLabel('Status timeline');
    await expect(timeline.getByText('Please say how many robots need power.')).toBeVisible();
    await page.getByLabel('New status').selectOption({ label: 'Approved' });
    await page.getByLabel('Notes').fill('Room 314A is booked for you.');
    await page.getByRole('button', { name: 'Submit Update' }).click();
    await expect(page.getByText('This request has been finalized')).toBeVisible();
    await expect(page.getByLabel('New status')).toHaveCount(0);
    await expect(timeline.getByText('Created', { exact: true })).toBeVisible();
    await expect(timeline.getByText('More information needed', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Approved', { exact: true })).toBeVisible();
    await snap(page, 'room-requests-finalized');

    // The requester has two emails, one per status update, sent after each commit.
    await expect
      .poll(() => subjectsOfEmails('rooms@illinois.edu', inPerson))
      .toEqual([`Room request "${inPerson}": Approved`, `Room request "${inPerson}": More information needed`]);
  },
);
