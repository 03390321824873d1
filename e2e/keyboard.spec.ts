import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';

// Issue 43's keyboard flows, with the keyboard alone once a page is open: where focus lands after
// each dialog, date picker and submit. Run on a light desktop and on a dark phone (@phone).

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** 'YYYY-MM-DD' a number of days after another. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An event whose RSVPs are open now, made through the API by the signed-in events manager. */
async function eventWithRsvps(page: Page, title: string, start: string): Promise<string> {
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/v1/events', {
    headers,
    data: { title, description: 'Keyboard test.', start, location: 'Siebel Center 1404', host: 'A01' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const now = Math.floor(Date.now() / 1000);
  const config = await page.request.post(`/api/v1/rsvp/event/${id}/config`, {
    headers,
    data: { rsvpOpenAt: now - 60, rsvpCloseAt: now + 3600, rsvpCheckInEnabled: true, waitlist: false },
  });
  expect(config.status()).toBe(200);
  return id;
}

/** Opens a date-time picker, moves five weeks on (or back) with the arrow keys, picks that day and confirms. */
async function pickFiveWeeksAway(page: Page, field: Locator, from: string, key: 'ArrowDown' | 'ArrowUp') {
  await tabTo(page, field);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  // The calendar opens on the chosen day, and the arrows cross into the next month.
  await expect(calendar.locator(`[data-day="${from}"]`)).toBeFocused();
  for (let week = 0; week < 5; week += 1) await page.keyboard.press(key);
  const target = daysAfter(from, key === 'ArrowDown' ? 35 : -35);
  await expect(calendar.locator(`[data-day="${target}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  // The day chosen, focus moves on to the time, whose fields are named ("Hours", not "--").
  await expect(calendar.getByRole('spinbutton', { name: 'Hours' })).toBeFocused();
  await snap(page, 'keyboard-date-time-picker');
  await tabTo(page, calendar.getByRole('button', { name: 'Confirm date and time' }));
  await page.keyboard.press('Enter');
  // Back on the field, which reads the new date as its value.
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  return target;
}

async function eventFlows(page: Page) {
  const project = test.info().project.name;
  const title = `Keyboard Night ${project} ${Date.now()}`;
  const start = project === 'phone' ? '2031-11-06' : '2031-11-04';
  await signIn(page, 'events@illinois.edu');
  const id = await eventWithRsvps(page, title, `${start}T18:00:00`);

  // RSVP, then withdraw: focus follows each change instead of falling to the page's body.
  await page.goto(`/events/${id}`);
  await tabTo(page, page.getByRole('button', { name: 'RSVP', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Your RSVP: Going' })).toBeFocused();
  await snap(page, 'keyboard-rsvp-going');
  await tabTo(page, page.getByRole('button', { name: 'Withdraw' }));
  await page.keyboard.press('Enter');
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your RSVP?' });
  await tabTo(page, withdraw.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toBeFocused();

  // The event form's start, by the keyboard through the calendar into the next month.
  await page.goto(`/events/edit/${id}`);
  const field = page.getByRole('combobox', { name: 'Start' });
  await expect(field).toContainText('6:00 PM');
  const moved = await pickFiveWeeksAway(page, field, start, 'ArrowDown');
  const [year, month, day] = moved.split('-').map(Number);
  const shown = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(field).toContainText(shown);
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/manage$/);

  // Deleting it: found by the search, its Delete named after it; then focus on its list's heading.
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(title);
  const remove = page.getByRole('button', { name: `Delete ${title}` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeFocused();
  await expect(remove).toHaveCount(0);

  // Tab leaves the open user menu, closing it.
  const menuButton = page.getByRole('button', { name: /^User menu for / });
  await tabTo(page, menuButton, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
  // Forward, Tab goes on to what follows the button (not back to it, not to the page's body).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(menuButton).not.toBeFocused();
}

async function auditLogFlow(page: Page) {
  await signIn(page, 'admin@illinois.edu');
  await page.goto('/logs');
  await tabTo(page, page.getByRole('combobox', { name: 'Module', exact: true }));
  await page.keyboard.type('Events');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Module', exact: true })).toHaveValue('Events');
  // The window's start, as the picker holds it: its day is the one the calendar opens on.
  const start = page.getByRole('combobox', { name: 'Start' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  const focusedDay = calendar.locator('[data-day]:focus');
  await expect(focusedDay).toHaveCount(1);
  const opened = await focusedDay.getAttribute('data-day');
  await page.keyboard.press('Escape');
  await expect(start).toBeFocused();
  // Five weeks back: the window's start moves into an earlier month.
  await pickFiveWeeksAway(page, start, opened!, 'ArrowUp');
  const fetchLogs = page.getByRole('button', { name: 'Fetch Logs' });
  await tabTo(page, fetchLogs);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Entries found' })).toHaveText(/^(No entries found\.|\d+ entr)/);
  await expect(fetchLogs).toBeFocused();
  await snap(page, 'keyboard-audit-logs-fetched');
}

test('by keyboard: RSVP and withdraw, the event form’s date picker, deleting an event, the user menu', async ({
  page,
}) => {
  await eventFlows(page);
});

test(
  'by keyboard on a phone: RSVP and withdraw, the event form’s date picker, deleting an event, the user menu',
  { tag: '@phone' },
  async ({ page }) => {
    await eventFlows(page);
  },
);

test('by keyboard: the audit log filtered through its date picker, and fetched', async ({ page }) => {
  await auditLogFlow(page);
});

test('by keyboard on a phone: the audit log filtered through its date picker', { tag: '@phone' }, async ({ page }) => {
  await auditLogFlow(page);
});
