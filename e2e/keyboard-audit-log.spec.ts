import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { pickFiveWeeksAway, tabTo } from './support/keyboard';

// Issue 43's keyboard flow for the audit log (the others are in keyboard*.spec.ts), on a light
// desktop and on a dark phone (@phone).

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

test('by keyboard: the audit log filtered through its date picker, and fetched', async ({ page }) => {
  await auditLogFlow(page);
});

test('by keyboard on a phone: the audit log filtered through its date picker', { tag: '@phone' }, async ({ page }) => {
  await auditLogFlow(page);
});

// A visitor's purchase from the store's list to the local checkout, of a hoodie variant per
// project that no other flow counts (the store's flows read Navy S's stock).
