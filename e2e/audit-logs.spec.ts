import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { downloadedText } from './support/download';

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The table row (or, on a phone, the card) of one entry. */
const entryOf = (page: Page, message: string) => page.locator('tr, li').filter({ hasText: message });

test('an officer creates an event and finds its entry in the audit log, in local time and in UTC', async ({ page }) => {
  const title = `Audit Trail Talk (${test.info().project.name} ${Date.now()})`;
  await signIn(page, 'admin@illinois.edu');
  await page.goto('/events/add');
  await page.getByRole('button', { name: 'Use Weekly Meeting' }).click();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('How the portal keeps a tamper-evident record of every change officers make.');
  // The host list loads with the page: pick again until the choice holds.
  await expect(async () => {
    await pickOption(page, 'Host', 'ACM');
    await expect(page.getByRole('combobox', { name: 'Host', exact: true })).toHaveValue('ACM', { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/events\/manage$/);

  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Fetch Logs' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Missing parameters' });
  await expect(missing).toContainText('Please select a module and time range');
  await snap(page, 'logs-missing-parameters');

  await pickOption(page, 'Module', 'Events');
  await page.getByRole('button', { name: 'Last hour' }).click();
  await page.getByRole('button', { name: 'Fetch Logs' }).click();
  await expect(missing).toHaveCount(0);
  await expect(page).toHaveURL(/\/logs\?module=events&start=\d+&end=\d+$/);
  await page.getByLabel('Search').fill(title);
  // The search runs after a pause in typing: wait for it to reach the URL and the list to narrow
  // to this one event (other specs' events may share the hour), not only for the entry to show.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator('tr, li').filter({ hasText: 'event "' })).toHaveCount(1);
  const entry = entryOf(page, `Created event "${title}".`);
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@illinois.edu');
  await snap(page, 'logs-search');
  // Export CSV holds what the table shows: the header and this one entry.
  const csv = await downloadedText(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toMatch(/^audit-log-events-page-1\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('Time,Actor,Action,Target,Request ID');
  expect(lines.slice(1).filter((line) => line.includes(title))).toHaveLength(1);
  expect(lines[1]).toContain('admin@illinois.edu');

  const time = entry.getByTestId('log-time');
  await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}:\d{2} [AP]M C[DS]T/);
  const local = await time.innerText();
  await page.getByLabel('Show times in UTC').check();
  await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  expect(await time.innerText()).not.toBe(local);
  await snap(page, 'logs-utc');

  // The entry's request id leads to every entry of that request.
  await entry.getByRole('link', { name: /^All entries of request / }).click();
  await expect(page).toHaveURL(/requestId=/);
  await expect(page.getByRole('heading', { name: /^Entries of request / })).toBeVisible();
  await expect(entryOf(page, `Created event "${title}".`)).toHaveCount(1);
  await snap(page, 'logs-request');
  await page.getByRole('button', { name: 'Back to the log search' }).click();
  await expect(page).toHaveURL(/\/logs\?module=events&start=\d+&end=\d+&q=/);
  await expect(entryOf(page, `Created event "${title}".`)).toHaveCount(1);
});

test('a user without AUDIT_LOG_VIEWER sees the unauthorized view', async ({ page }) => {
  await signIn(page, 'member@illinois.edu');
  await page.goto('/logs');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fetch Logs' })).toHaveCount(0);
  await snap(page, 'logs-unauthorized');
});
