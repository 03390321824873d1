import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { demoPassword, signIn, snap } from './support/auth';
import { daysAfter, pickFiveWeeksAway, tabTo } from './support/keyboard';

// Issue 43's keyboard flows, with the keyboard alone once a page is open: where focus lands after
// each dialog, date picker and submit. Run on a light desktop and on a dark phone (@phone).

/** Opens the RSVPs of an event now, through the API, as the signed-in events manager. */
async function openRsvps(page: Page, id: string) {
  const headers = { origin: new URL(page.url()).origin };
  const now = Math.floor(Date.now() / 1000);
  const config = await page.request.post(`/api/v1/rsvp/event/${id}/config`, {
    headers,
    data: { rsvpOpenAt: now - 60, rsvpCloseAt: now + 3600, rsvpCheckInEnabled: true, waitlist: false },
  });
  expect(config.status()).toBe(200);
}

/**
 * An officer creates an event from scratch with the keyboard alone: the tabs by arrows, the fields
 * by Tab, the start through the calendar (two weeks after the day it opens on), the host by the
 * arrows; returns the event's id and the chosen day.
 */
async function createEventByKeyboard(page: Page, title: string): Promise<{ id: string; day: string }> {
  await page.goto('/events/add');
  await tabTo(page, page.getByRole('tab', { name: 'From Template' }));
  await page.keyboard.press('ArrowRight');
  const scratch = page.getByRole('tab', { name: 'From Scratch' });
  await expect(scratch).toBeFocused();
  await expect(scratch).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Event' });
  await tabTo(page, form.getByRole('textbox', { name: 'Title' }));
  await page.keyboard.type(title);
  await tabTo(page, form.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Made with the keyboard alone.');
  const start = form.getByRole('combobox', { name: 'Start' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  // With no date yet, focus starts on the month's controls; Tab reaches the grid at its one tabbable day.
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeFocused();
  const opened = calendar.locator('button[data-day][tabindex="0"]');
  await tabTo(page, opened);
  const from = (await opened.getAttribute('data-day'))!;
  for (let week = 0; week < 2; week += 1) await page.keyboard.press('ArrowDown');
  const day = daysAfter(from, 14);
  await expect(calendar.locator(`[data-day="${day}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('spinbutton', { name: 'Hours' })).toBeFocused();
  await tabTo(page, calendar.getByRole('button', { name: 'Confirm date and time' }));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();
  await tabTo(page, form.getByRole('textbox', { name: 'Location', exact: true }));
  await page.keyboard.type('Siebel Center 1404');
  await chooseByKeys(page, form.getByRole('combobox', { name: 'Host' }), null);
  await tabTo(page, form.getByRole('button', { name: 'Create Event' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/manage$/);
  const list = await page.request.get('/api/v1/events');
  const made = ((await list.json()) as { id: string; title: string }[]).find((event) => event.title === title);
  expect(made, 'the event made with the keyboard').toBeTruthy();
  return { id: made!.id, day };
}

async function eventFlows(page: Page) {
  const project = test.info().project.name;
  const title = `Keyboard Night ${project} ${Date.now()}`;
  await signIn(page, 'events@illinois.edu');
  const { id, day: start } = await createEventByKeyboard(page, title);
  await openRsvps(page, id);

  // RSVP, then withdraw: focus follows each change instead of falling to the page's body.
  await page.goto(`/events/${id}`);
  await tabTo(page, page.getByRole('button', { name: 'RSVP', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Your RSVP: Going' })).toBeFocused();
  await snap(page, 'keyboard-rsvp-going');
  await tabTo(page, page.getByRole('button', { name: 'Withdraw' }));
  await page.keyboard.press('Enter');
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your RSVP?' });
  await expect(withdraw.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snap(page, 'keyboard-rsvp-withdraw-dialog');
  // Escape closes it, focus back on Withdraw; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(withdraw.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, withdraw.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toBeFocused();

  // The event form's start, by the keyboard through the calendar into the next month.
  await page.goto(`/events/edit/${id}`);
  const field = page.getByRole('combobox', { name: 'Start' });
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

/** Opens a select by the keyboard and picks `option` (the first one when null) with the arrows and Enter. */
async function chooseByKeys(page: Page, field: Locator, option: string | null) {
  await tabTo(page, field);
  // The option the arrows have reached (Mantine marks it; the field names it aria-activedescendant).
  const reached = page.locator('[role="option"][data-combobox-selected]');
  for (let presses = 0; presses < 20; presses += 1) {
    const text = (await reached.count()) > 0 ? await reached.first().textContent() : null;
    if (text !== null && (option === null || text === option)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(option ?? /.+/);
  await expect(field).toBeFocused();
}

// The seeded Career Fair Prep Night: RSVPs open, with room for both projects' members.
const careerPrep = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a03';

/** A signed-out visitor RSVPs from an event's page: through signing in and making the RSVP profile. */
async function rsvpThroughSignIn(page: Page) {
  // Three pages (the event, the sign-in, the profile) each scanned on arrival: minutes on a loaded machine.
  test.setTimeout(240_000);
  // Paid members without an RSVP profile whom no other flow gives one: one per project.
  const who = test.info().project.name === 'phone' ? 'voter2@illinois.edu' : 'voter1@illinois.edu';
  await page.goto(`/events/${careerPrep}`);
  await tabTo(page, page.getByRole('button', { name: 'RSVP', exact: true }));
  await page.keyboard.press('Enter');

  // The identity provider's form: the email field has the focus, Enter signs in.
  await expect(page).toHaveURL(/\/idp\//);
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(who);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');

  // Back on the event, at its RSVP button; without an RSVP profile, its link takes the focus.
  await expect(page).toHaveURL(new RegExp(`/events/${careerPrep}#rsvp$`));
  const rsvp = page.getByRole('button', { name: 'RSVP', exact: true });
  await expect(rsvp).toBeFocused();
  await page.keyboard.press('Enter');
  const make = page.getByRole('link', { name: 'Make your RSVP profile' });
  await expect(make).toBeFocused();
  await snap(page, 'keyboard-rsvp-profile-required');
  await page.keyboard.press('Enter');

  // The profile page, at its RSVP section's heading; the questions by Tab, arrows, Enter and Space.
  await expect(page).toHaveURL((url) => url.pathname === '/profile' && url.searchParams.has('returnTo'));
  await expect(page.getByRole('heading', { name: 'RSVP profile' })).toBeFocused();
  const form = page.getByRole('form', { name: 'RSVP profile' });
  const save = form.getByRole('button', { name: 'Save RSVP profile' });
  const year = form.getByRole('combobox', { name: 'Graduation year', exact: true });
  // Saved empty: focus moves to the first refused field, which shows its focus ring beside the red border.
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(year).toBeFocused();
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expect(year).toHaveCSS('outline-style', 'solid');
  await chooseByKeys(page, year, null);
  await chooseByKeys(page, form.getByRole('combobox', { name: 'Graduation month', exact: true }), 'May');
  await chooseByKeys(page, form.getByRole('combobox', { name: 'Expected degree', exact: true }), "Bachelor's");
  const major = form.getByRole('combobox', { name: 'Intended major', exact: true });
  await tabTo(page, major);
  await page.keyboard.type('Computer Eng');
  await chooseByKeys(page, major, 'Computer Engineering');
  await tabTo(page, form.getByRole('combobox', { name: 'Interests', exact: true }));
  await page.keyboard.type('robotics');
  await page.keyboard.press('Enter');
  const vegetarian = form.getByRole('checkbox', { name: 'Vegetarian' });
  await tabTo(page, vegetarian);
  await page.keyboard.press('Space');
  await expect(vegetarian).toBeChecked();
  await snap(page, 'keyboard-rsvp-profile-filled');
  await tabTo(page, save);
  await page.keyboard.press('Enter');

  // Saved: back on the event at its RSVP button, and Enter RSVPs, focus on the new status.
  await expect(page).toHaveURL(new RegExp(`/events/${careerPrep}#rsvp$`));
  await expect(rsvp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Your RSVP: Going' })).toBeFocused();
}

test('by keyboard: RSVP from a public event, signed out, through signing in and the RSVP profile', async ({ page }) => {
  await rsvpThroughSignIn(page);
});

test(
  'by keyboard on a phone: RSVP from a public event through signing in and the RSVP profile',
  { tag: '@phone' },
  async ({ page }) => {
    await rsvpThroughSignIn(page);
  },
);

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
