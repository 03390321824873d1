import { expect, type Locator, type Page } from '@playwright/test';
import { snap } from './auth';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** 'YYYY-MM-DD' a number of days after another. */
export const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Opens a date-time picker, moves five weeks on (or back) with the arrow keys, picks that day and confirms. */
export async function pickFiveWeeksAway(page: Page, field: Locator, from: string, key: 'ArrowDown' | 'ArrowUp') {
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
