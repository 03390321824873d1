import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** Clicks a button that downloads a file, and answers the file's name and its text. */
export async function downloadedText(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
  return { name: download.suggestedFilename(), text };
}
