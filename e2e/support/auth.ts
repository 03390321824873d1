import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { scanOtherPage, scanPage } from './test';

const screenshots = fileURLToPath(new URL('../../screenshots/', import.meta.url));

export const demoPassword = 'demo';

/** Signs in through the real flow: the portal's login page, then the identity provider's form. */
export async function signIn(page: Page, email: string, startAt = '/login') {
  await page.goto(startAt);
  await page.getByRole('button', { name: 'Sign in with Illinois NetID' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/idp\//);
}

/**
 * Saves a screenshot for a person to look at (screenshots/ is not committed), and scans the page
 * in that state. On CI nobody looks at the pictures, so only the scan is made there.
 */
export async function snap(page: Page, name: string) {
  const project = test.info().project.name;
  // Let drawers and transitions settle so the picture shows what a person sees.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await scanPage(page, `at snapshot ${name}`);
  if (process.env.CI) return;
  await page.screenshot({ path: `${screenshots}${project}/${name}.png`, fullPage: true });
}

/**
 * snap() for a second person's page: scanned and reported with the test's own page. It waits only
 * for finite animations, since a live camera's scan-region outline never ends. `scan: false` for a
 * camera still reading: the camera's loop stalls while axe runs in its page.
 */
export async function snapOther(testPage: Page, other: Page, name: string, { scan = true } = {}) {
  await other.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (scan) await scanOtherPage(testPage, other, `at ${name}`);
  if (process.env.CI) return;
  await other.screenshot({ path: `${screenshots}${test.info().project.name}/${name}.png`, fullPage: true });
}
