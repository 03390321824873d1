import fs from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { decodeQr, pngPixels } from './support/qr-video';

const desktopAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const referrer = 'https://news.example.com/spring-issue';

/** The table row that links to this short URL. */
const rowOf = (page: Page, shortUrl: string) =>
  page.locator('tr').filter({ has: page.getByRole('link', { name: shortUrl, exact: true }) });

/** Clicks a link that downloads a file, and answers the file's name and its bytes. */
async function downloadedBytes(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** Follows a short link as a visitor would (no cookies), and answers where it sends them. */
async function follow(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await request.get(url, {
    headers: { accept: 'text/html', ...headers },
    maxRedirects: 0,
  });
  expect(response.status(), `${url} redirects`).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  return response.headers()['location'];
}

test('a link followed six times shows its clicks, devices, referrer and QR scan; its QR decodes; it expires to the fallback', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const slug = `stats-${Date.now()}`;
  const shortUrl = `${baseURL}/${slug}`;
  const target = `${baseURL}/tos`;
  const fallback = `${baseURL}/tos?expired=1`;

  // Create the link with a fallback and a tag.
  await signIn(page, 'admin@illinois.edu');
  await page.goto('/linkry/add');
  await page.getByLabel('Alias').fill(slug);
  await page.getByLabel('Redirect URL').fill(target);
  await page.getByLabel('Fallback URL').fill(fallback);
  await page.getByRole('combobox', { name: 'Tags' }).fill('analytics');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/linkry$/);
  await expect(rowOf(page, shortUrl).getByText('analytics')).toBeVisible();

  // Its QR code from the list, as SVG and PNG; the PNG decodes to the short URL marked as a scan.
  await rowOf(page, shortUrl)
    .getByRole('button', { name: `QR code for ${slug}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  await expect(dialog.getByRole('img', { name: `QR code that opens ${shortUrl}` })).toBeVisible();
  await snap(page, 'links-qr');
  const svg = await downloadedBytes(page, dialog.getByRole('link', { name: 'QR (SVG)' }));
  expect(svg.name).toMatch(/\.svg$/);
  expect(svg.bytes.toString('utf8')).toContain('<svg');
  const png = await downloadedBytes(page, dialog.getByRole('link', { name: 'QR (PNG)' }));
  expect(png.name).toMatch(/\.png$/);
  const scanUrl = decodeQr(await pngPixels(page, png.bytes));
  expect(scanUrl).toBe(`${shortUrl}?qr=1`);
  await page.keyboard.press('Escape');

  // Five visits in two browsers, three of them from a news site, and one scan of the code.
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    for (let visit = 0; visit < 5; visit += 1) {
      const headers: Record<string, string> = { 'user-agent': visit % 2 === 0 ? desktopAgent : phoneAgent };
      if (visit < 3) headers['referer'] = referrer;
      expect(await follow(visitor, shortUrl, headers)).toBe(target);
    }
    expect(await follow(visitor, scanUrl, { 'user-agent': phoneAgent })).toBe(target);
  } finally {
    await visitor.dispose();
  }

  // The stats page, from the list: clicks are counted in batches, so read it again until they show.
  await page.goto('/linkry');
  await rowOf(page, shortUrl)
    .getByRole('link', { name: `Stats for ${slug}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/linkry/stats/${slug}$`));
  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(async () => {
    await page.reload();
    await expect(totals.getByRole('listitem', { name: 'Clicks: 6' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
  await expect(totals.getByRole('listitem', { name: 'QR scans: 1' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Clicks per day' })).toHaveAccessibleDescription(/1 QR scan$/);
  const devices = page.getByRole('table', { name: 'Devices' });
  await expect(devices.getByRole('cell', { name: 'desktop', exact: true })).toBeVisible();
  await expect(devices.getByRole('cell', { name: 'mobile', exact: true })).toBeVisible();
  const referrers = page.getByRole('table', { name: 'Top referrers' });
  await expect(referrers.getByRole('row', { name: /^news\.example\.com 3 / })).toBeVisible();
  await snap(page, 'links-stats');

  // Its end set in the past (the first of last month): it now sends visitors to the fallback.
  await page.getByRole('link', { name: 'Edit link' }).click();
  await expect(page.getByLabel('Redirect URL')).toHaveValue(target);
  await page.getByRole('combobox', { name: 'Valid until' }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar.getByRole('button', { name: /^1 / }).first().click();
  await calendar.getByRole('button', { name: 'Confirm date and time' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/linkry/stats/${slug}$`));
  await page.goto('/linkry');
  await expect(rowOf(page, shortUrl).getByText('Expired')).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page).toHaveURL(fallback);
});
