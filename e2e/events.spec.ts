import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';

/** Two weeks after a local start ('2031-09-04T18:00:00'), as an API day and as the calendar's day button names it. */
function twoWeeksAfter(localStart: string) {
  const start = new Date(`${localStart.slice(0, 10)}T00:00:00Z`);
  const target = new Date(start.getTime() + 14 * 24 * 3600 * 1000);
  return {
    label: target.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    isoDay: target.toISOString().slice(0, 10),
    sameMonth: target.getUTCMonth() === start.getUTCMonth(),
  };
}

const storedEvent = async (page: Page, eventId: string) =>
  (await page.request.get(`/api/v1/events/${eventId}?ts=${Date.now()}&includeMetadata=true`)).json();

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const chicago = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  hourCycle: 'h23',
  ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
});
const wall = (local: string) => Date.parse(`${local}Z`);
/** 'Thu, Sep 4, 2025', as the events page writes a local day. */
const dayLabel = (local: string) =>
  new Date(wall(local)).toLocaleDateString('en-US', {
    ...{ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  });

interface Series {
  start: string;
  end: string;
  repeatEnds?: string;
  repeatExcludes: string[];
}
/** The next occurrence of a weekly series that has not ended, counted here independently of the app. */
function nextWeekly(series: Series): string {
  const now = chicago.format(new Date()).replace(', ', 'T');
  const duration = wall(series.end) - wall(series.start);
  for (let week = 0; ; week += 1) {
    const start = wall(series.start) + week * 7 * 24 * 3600 * 1000;
    const local = new Date(start).toISOString().slice(0, 19);
    if (series.repeatEnds && local > series.repeatEnds) throw new Error('the seeded series has ended');
    if (series.repeatExcludes.includes(local.slice(0, 10))) continue;
    if (new Date(start + duration).toISOString().slice(0, 19) >= now) return local;
  }
}

/** The table tests read columns: they run at desktop width, where the table is (phones get cards). */
async function atTableWidth(page: Page) {
  if (page.viewportSize()!.width < 800) await page.setViewportSize({ width: 1280, height: 900 });
}

const upcomingRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Upcoming events' }).getByRole('row').filter({ hasText: title });

test('an events manager creates from a template, edits, repeats and deletes an event', async ({ page }) => {
  const title = `ACM Weekly Meeting (${test.info().project.name})`;
  await atTableWidth(page);
  await signIn(page, 'events@illinois.edu');
  await page.goto('/events/manage');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming events' }).getByText('Intro to Git Workshop')).toBeVisible();
  await snap(page, 'events-manage');

  await page.getByRole('link', { name: 'Create Event' }).click();
  await expect(page.getByRole('tab', { name: 'From Template' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'From Scratch' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Weekly Meeting' }).click();
  await expect(page.getByText('Weekly Meeting checklist')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('{{PRIMARY_ORG}} Weekly Meeting');
  await snap(page, 'events-add-template');

  // Unreplaced placeholders are refused, and a toast lists them.
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Replace {{PRIMARY_ORG}}, {{WHAT_YOUR_ORG_DOES}} before saving.')).toBeVisible();
  await expect(page.getByText('Title contains template placeholders that need to be replaced')).toBeVisible();
  await expect(page.getByText('Host is required')).toBeVisible();
  await snap(page, 'events-add-placeholders');

  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Join ACM for our weekly meeting! We build software, run SIGs and eat pizza. Everyone is welcome.');
  await pickOption(page, 'Host', 'ACM');
  await page.getByRole('button', { name: 'Create Event' }).click();

  await expect(page).toHaveURL(/\/events\/manage$/);
  const row = upcomingRow(page, title);
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}\s*6:00 PM$/);
  await expect(cells.nth(2)).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}\s*7:00 PM$/);
  await expect(cells.nth(3)).toHaveText('Siebel Center for Computer Science');
  await expect(cells.nth(4)).toHaveText('ACM');
  await expect(cells.nth(5)).toHaveText('Weekly');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/events\/edit\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop()!;
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Siebel Center 1404');
  await page.getByLabel('Location link').fill('https://example.com/siebel-1404');
  await pickOption(page, 'Repeats', 'Biweekly');
  const excluded = twoWeeksAfter((await storedEvent(page, eventId)).start);
  await page.getByRole('combobox', { name: 'Excluded dates' }).click();
  if (!excluded.sameMonth) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: excluded.label, exact: true }).click();
  await page.keyboard.press('Escape');
  await snap(page, 'events-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/events\/manage$/);
  const edited = upcomingRow(page, title);
  await expect(edited.getByRole('cell').nth(5)).toHaveText('Biweekly');
  await expect(edited.getByRole('link', { name: 'Siebel Center 1404' })).toHaveAttribute(
    'href',
    'https://example.com/siebel-1404',
  );

  // What was stored: the template in metadata, the exclusion as a Chicago calendar day.
  const event = await storedEvent(page, eventId);
  expect(event).toMatchObject({ repeats: 'biweekly', metadata: { templateUsed: 'weekly_meeting' } });
  expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}T18:00:00$/);
  expect(event.repeatExcludes).toEqual([excluded.isoDay]);

  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog).toContainText(title);
  await snap(page, 'events-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(upcomingRow(page, title)).toHaveCount(0);
});

test('previous events are shown on request, with N/A and Never where nothing is set, and searched', async ({
  page,
}) => {
  await atTableWidth(page);
  await signIn(page, 'events@illinois.edu');
  await page.goto('/events/manage');
  await expect(page.getByRole('table', { name: 'Previous events' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Previous Events' }).click();
  const previous = page.getByRole('table', { name: 'Previous events' });
  await expect(previous.getByRole('row').filter({ hasText: 'Spring Social' }).getByRole('cell').nth(5)).toHaveText(
    'Never',
  );
  const workshop = upcomingRow(page, 'Intro to Git Workshop');
  await expect(workshop.getByRole('cell').nth(2)).toHaveText('N/A');
  await expect(upcomingRow(page, 'Career Fair Prep Night').getByText('Featured')).toBeVisible();
  await snap(page, 'events-manage-previous');
  // The search is the server's, over both lists: each keeps only its matches.
  await page.getByRole('searchbox', { name: 'Search' }).fill('spring social');
  await expect(previous.getByRole('row').filter({ hasText: 'Spring Social' })).toHaveCount(1);
  await expect(page.getByText('No event matches the search.')).toBeVisible();
  await expect(upcomingRow(page, 'Intro to Git Workshop')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(workshop).toBeVisible();
  await page.getByRole('button', { name: 'Hide Previous Events' }).click();
  await expect(previous).toHaveCount(0);
});

test('a member without EVENTS_MANAGER sees the unauthorized view on the events pages', async ({ page }) => {
  await signIn(page, 'member@illinois.edu');
  for (const path of ['/events/manage', '/events/add', '/events/edit/4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01']) {
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
  }
  await snap(page, 'events-unauthorized');
});

test(
  'a running series is listed by its next occurrence, its first date on hover; cards at phone width',
  { tag: '@phone' },
  async ({ page }) => {
    await signIn(page, 'events@illinois.edu');
    const series: Series = await storedEvent(page, '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01');
    const next = nextWeekly(series);
    // The seeded weekly meeting began three weeks ago: the page must not show that date.
    expect(next.slice(0, 10)).not.toBe(series.start.slice(0, 10));
    const firstDate = `Series began ${dayLabel(series.start)}, 6:00 PM`;
    await page.goto('/events/manage');
    if (test.info().project.name === 'phone') {
      const list = page.getByRole('list', { name: 'Upcoming events' });
      const card = list.getByRole('listitem').filter({ hasText: 'ACM General Meeting' });
      await expect(card).toContainText(dayLabel(next));
      await expect(card).toContainText(firstDate);
      // Scrolled to, its actions are on screen (a wide table would hide them to the right).
      await card.getByRole('button', { name: 'Delete' }).scrollIntoViewIfNeeded();
      await expect(card.getByRole('link', { name: 'Edit' })).toBeInViewport();
      await expect(card.getByRole('button', { name: 'Delete' })).toBeInViewport();
      await expect(page.getByRole('table')).toHaveCount(0);
      // Nothing scrolls sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snap(page, 'events-manage-cards');
      await card.getByRole('link', { name: 'Edit' }).click();
    } else {
      const row = upcomingRow(page, 'ACM General Meeting');
      const start = row.getByRole('cell').nth(1);
      await expect(start).toContainText(dayLabel(next));
      await start.locator('[data-series-start]').hover();
      await expect(page.getByRole('tooltip')).toHaveText(firstDate);
      await snap(page, 'events-manage-series-tooltip');
      await row.getByRole('link', { name: 'Edit' }).click();
    }
    // The edit form holds the series' first date, and says so.
    await expect(page.getByText('Chicago time; the first date of the series')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Start' })).toContainText(
      new Date(wall(series.start)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    );
  },
);

test('a time typed into a date-time picker is the time saved', async ({ page }) => {
  await signIn(page, 'events@illinois.edu');
  await page.goto('/events/add');
  await page.getByRole('tab', { name: 'From Scratch' }).click();
  // An empty picker: choosing a day sets 00:00, and the officer types the hour over it.
  await page.getByRole('combobox', { name: 'Repeat ends' }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: /^15 / }).click();
  await calendar.getByRole('spinbutton').first().click();
  await page.keyboard.type('1945');
  await calendar.getByRole('button', { name: 'Confirm date and time' }).click();
  await expect(page.getByRole('combobox', { name: 'Repeat ends' })).toContainText('7:45 PM');
});
