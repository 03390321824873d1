import { request as httpClient } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';

const event = (host: string, featured = false) => ({
  title: 'Capture the Flag Night',
  description: 'Bring a laptop.',
  start: '2031-09-04T18:00:00',
  end: '2031-09-04T20:00:00',
  location: 'Siebel Center 1404',
  host,
  featured,
});

/** The table row (or, on a phone, the card) of one key. */
const entryOf = (page: Page, keyId: string) =>
  page.locator('tr, li').filter({ has: page.getByRole('checkbox', { name: `Select acmuiuc_${keyId}` }) });

test(
  'create a restricted key, copy it, use it from a plain HTTP client, view it, delete it',
  { tag: '@phone' },
  async ({ page, context, baseURL }) => {
    const description = `SIGPwny website ${test.info().project.name} ${Date.now()}`;
    await signIn(page, 'admin@illinois.edu');
    await page.goto('/apiKeys');
    await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible();
    await expect(page.getByText('Manage organization API keys.')).toBeVisible();
    await snap(page, 'api-keys-list');

    await page.getByRole('button', { name: 'Create API Key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API Key' });
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await form.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'EVENTS_MANAGER' }).click();
    await form.getByLabel('Description').fill(description);
    await expect(form.getByText('Advanced Feature')).toBeVisible();
    await form.getByLabel('Policy Document').fill('{"name": ');
    await form.getByLabel('Description').click();
    await expect(form.getByText('Invalid JSON')).toBeVisible();
    // Create waits only for a role and a description; a policy that is not JSON is refused on Create.
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Invalid policy document!')).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue(description);
    await form.getByRole('button', { name: 'Use Sample Policy' }).click();
    await expect(form.getByLabel('Policy Document')).toHaveValue(/EventsHostRestrictionPolicy[\s\S]*S01/);
    await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
    await snap(page, 'api-keys-create');
    await form.getByRole('button', { name: 'Create' }).click();

    const created = page.getByRole('dialog', { name: 'API Key Created!' });
    await expect(created.getByText("This is the only time you'll see this key. Store it securely.")).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await created.getByRole('button', { name: 'Copy Key' }).click();
    await expect(created.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(created.getByRole('button', { name: 'Copy Key' })).toBeVisible();
    const apiKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(apiKey).toMatch(/^acmuiuc_[0-9a-f]{12}_[0-9a-f]{64}_[0-9a-f]{6}$/);
    await expect(created.getByTestId('created-api-key')).toHaveText(apiKey);
    await snap(page, 'api-keys-created');
    await created.getByRole('button', { name: 'Close', exact: true }).click();
    const keyId = apiKey.split('_')[1]!;

    // A plain HTTP client: no browser, no cookies, only the copied key.
    const client = await httpClient.newContext({ baseURL, extraHTTPHeaders: { 'x-api-key': apiKey } });
    const post = (payload: object) => client.post('/api/v1/events', { data: payload });
    expect((await post(event('S01'))).status()).toBe(201);
    expect((await post(event('A01'))).status()).toBe(403);
    expect((await post(event('S01', true))).status()).toBe(403);

    const entry = entryOf(page, keyId);
    await expect(entry.getByText(description)).toBeVisible();
    await expect(entry.getByText('You')).toBeVisible();
    await expect(entry.getByText('Never')).toBeVisible();
    await entry.getByRole('button', { name: `View details of acmuiuc_${keyId}` }).click();
    const permissions = page.getByRole('dialog', { name: 'API Key Permissions' });
    await expect(permissions.getByText('EVENTS_MANAGER')).toBeVisible();
    await expect(permissions.getByLabel('Policy restrictions')).toContainText('"EventsHostRestrictionPolicy"');
    await expect(permissions.getByLabel('Policy restrictions')).toContainText('"S01"');
    // Its last use is shown: only the expiry still says Never.
    await expect(permissions.getByText('Never', { exact: true })).toHaveCount(1);
    await snap(page, 'api-keys-permissions');
    await page.keyboard.press('Escape');
    await expect(permissions).toBeHidden();

    await entry.getByRole('checkbox', { name: `Select acmuiuc_${keyId}` }).check();
    await page.getByRole('button', { name: 'Delete 1 API Key(s)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm.getByText(`acmuiuc_${keyId}`)).toBeVisible();
    await snap(page, 'api-keys-confirm-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 API key(s) deleted successfully.')).toBeVisible();
    await expect(entryOf(page, keyId)).toHaveCount(0);

    const refused = await post(event('S01'));
    expect(refused.status()).toBe(401);
    await client.dispose();
  },
);
