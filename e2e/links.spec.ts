import { expect, expectConsoleProblem, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { logOut } from './support/shell';

/** The table row (or, on a phone, the card) that links to this short URL. */
const rowOf = (page: Page, shortUrl: string) =>
  page.locator('tr, [data-link-card]').filter({ has: page.getByRole('link', { name: shortUrl, exact: true }) });

test(
  'create a link with a generated alias, follow it, delegate it, and let a group member edit and delete it',
  { tag: '@phone' },
  async ({ page, context, baseURL }) => {
    const target = `${baseURL}/tos`;

    await signIn(page, 'admin@illinois.edu');
    await page.goto('/linkry');
    await expect(page.getByRole('heading', { name: 'Link Shortener' })).toBeVisible();
    await snap(page, 'links-list');
    await page.getByRole('link', { name: 'Add Link' }).click();
    await expect(page).toHaveURL(/\/linkry\/add\?previousPage=%2Flinkry$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('button', { name: 'Random' }).click();
    const slug = await page.getByLabel('Alias').inputValue();
    expect(slug).toMatch(/^[A-Za-z]{6}$/);
    await page.getByLabel('Redirect URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid URL. Use format: https:// or https://www.example.com')).toBeVisible();
    await page.getByLabel('Redirect URL').fill(target);
    await snap(page, 'links-add');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/linkry$/);
    const shortUrl = `${baseURL}/${slug}`;
    const row = rowOf(page, shortUrl);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: target, exact: true })).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: `Copy ${shortUrl}` }).click();
    await expect(row.getByRole('button', { name: `Copied ${shortUrl}` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

    // The short link works in the browser, in any letter case.
    await page.goto(`/${slug.toUpperCase()}`);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { name: /Terms of Service/ })).toBeVisible();

    // Delegate it to the Infrastructure Team.
    await page.goto('/linkry');
    await rowOf(page, shortUrl)
      .getByRole('link', { name: `Edit ${slug}` })
      .click();
    await expect(page.getByLabel('Redirect URL')).toHaveValue(target);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Access groups' }).click();
    await page.getByRole('option', { name: 'Infrastructure Team' }).click();
    await page.keyboard.press('Escape');
    await snap(page, 'links-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/linkry$/);
    await expect(page.getByText('Link updated')).toBeVisible();
    await logOut(page);
    // The identity provider remembers Ada until its own cookie goes.
    await context.clearCookies();

    // A member of that group who manages links finds it under Delegated Links.
    await signIn(page, 'links@illinois.edu');
    await page.goto('/linkry');
    await expect(rowOf(page, shortUrl)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Delegated Links' }).click();
    await expect(page).toHaveURL(/\/linkry\?tab=delegated$/);
    await expect(rowOf(page, shortUrl)).toBeVisible();
    await snap(page, 'links-delegated');

    // ... edits it ...
    await rowOf(page, shortUrl)
      .getByRole('link', { name: `Edit ${slug}` })
      .click();
    await page.getByLabel('Redirect URL').fill(`${target}?from=${slug}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/linkry\?tab=delegated$/);
    await expect(rowOf(page, shortUrl).getByRole('link', { name: `${target}?from=${slug}` })).toBeVisible();
    await page.goto(`/${slug}`);
    await expect(page).toHaveURL(`${target}?from=${slug}`);

    // ... and deletes it, after confirming.
    await page.goto('/linkry?tab=delegated');
    await rowOf(page, shortUrl)
      .getByRole('button', { name: `Delete ${slug}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete link' });
    await expect(dialog).toContainText(shortUrl);
    await snap(page, 'links-delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Link deleted')).toBeVisible();
    await expect(rowOf(page, shortUrl)).toHaveCount(0);

    // A deleted link answers 404 with the not-found page: expected here.
    expectConsoleProblem(page, new RegExp(`^404 GET /${slug}$`, 'i'));
    const gone = await page.goto(`/${slug}`);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
);

test('a user without a links role sees the unauthorized view', async ({ page }) => {
  await signIn(page, 'member@illinois.edu');
  await page.goto('/linkry');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});
