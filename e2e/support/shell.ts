import { expect, scanPage, type Page } from './test';

export const sidebarItems = [
  'Events',
  'Ticketing/Merch',
  'IAM',
  'Payment Link Creator',
  'Room Requests',
  'Link Shortener',
  'Audit Logs',
  'API Keys',
  'Membership',
  'Organization Info',
];

/** The sidebar is a drawer behind the burger at phone width. */
export async function openNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
  const nav = page.getByLabel('Main navigation');
  await expect(nav).toBeVisible();
  return nav;
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  // Scanned once its fade-in has ended: mid-transition axe measures text blended with the page
  // behind it (a contrast of 4.2 once, in dark mode) that no user reads.
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  // The open menu is scanned on every log-out, not only when a navigation scan happens to catch it.
  await scanPage(page, 'with the user menu open');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // The identity provider's own sign-out (RP-initiated logout), so the next person must type a password.
  await expect(page).toHaveURL(/\/idp\/session\/end/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?lc=true$/);
}
