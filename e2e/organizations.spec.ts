import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { exclusive, memberRolesLock } from './support/exclusive';
import { logOut, openNavigation } from './support/shell';
import { expectOnOneLine } from './support/layout';

const leadsSection = (page: Page) => page.getByRole('region', { name: 'Organization Leads' });
/** A lead's table row, or its card on a phone. */
const leadOf = (page: Page, username: string) =>
  page.locator(`[data-lead-row="${username}"], [data-lead-card="${username}"]`);

test(
  'a lead edits SIGPwny, adds a non-voting lead who then sees Organization Info',
  { tag: '@phone' },
  async ({ page, context, request }) => {
    test.setTimeout(150_000);
    const project = test.info().project.name;
    const description = `Capture the flag with us (${project})`;
    const discord = `https://discord.gg/e2e-${project}`;

    // Every project edits the same org and the same account's roles: one at a time.
    await exclusive(memberRolesLock, async () => {
      await signIn(page, 'lead@illinois.edu');
      // An org outside this user's set clears the parameter.
      await page.goto('/orgInfo?org=A01');
      await expect(page.getByRole('heading', { name: 'Manage Organization Info' })).toBeVisible();
      await expect(page).toHaveURL(/\/orgInfo$/);
      const select = page.getByRole('combobox', { name: 'Select an organization' });
      await select.click();
      await expect(page.getByRole('option')).toHaveText(['SIGPwny']);
      await page.getByRole('option', { name: 'SIGPwny' }).click();
      await expect(page).toHaveURL(/\/orgInfo\?org=S01$/);

      // The form: replace the description and the links with one Discord link.
      const form = page.getByRole('form', { name: 'Information for SIGPwny' });
      await expect(form.getByLabel('Description')).not.toHaveValue('');
      await form.getByLabel('Description').fill(description);
      while ((await form.getByRole('button', { name: /^Delete link/ }).count()) > 0)
        await form
          .getByRole('button', { name: /^Delete link/ })
          .first()
          .click();
      await expect(form.getByText('No links added yet. Click "Add Link" to get started.')).toBeVisible();
      await form.getByRole('button', { name: 'Add Link' }).click();
      await expect(form.getByRole('combobox', { name: 'Link 1 type' })).toHaveValue('Other');
      await form.getByRole('combobox', { name: 'Link 1 type' }).click();
      await page.getByRole('option', { name: 'Discord' }).click();
      await form.getByLabel('Link 1 URL').fill(discord);
      // A row left without a URL is dropped on save.
      await form.getByRole('button', { name: 'Add Link' }).click();
      await snap(page, 'org-info-form');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('SIGPwny updated')).toBeVisible();
      await expect(page.getByText('Changes may take up to 5 minutes to reflect to all users.').first()).toBeVisible();

      // The public page shows it (the write dropped the server's cache).
      const published = await request.get('/api/v1/organizations/S01');
      expect(published.ok()).toBe(true);
      expect(await published.json()).toMatchObject({ description, links: [{ type: 'DISCORD', url: discord }] });

      // Add Mia as a non-voting lead.
      const leads = leadsSection(page);
      await expect(leadOf(page, 'lead@illinois.edu')).toBeVisible();
      await leads.getByLabel('Lead Name').fill('Mia Member');
      await leads.getByLabel('Lead Email').fill('member@illinois.edu');
      if (test.info().project.name === 'light') {
        // On a desktop the three boxes share a row: the Lead Email box must not sit lower.
        const boxes = ['Lead Name', 'Lead Email', 'Lead Title'].map((label) => leads.getByLabel(label));
        await expectOnOneLine(boxes, 'the lead boxes');
      }
      await leads.getByLabel('Lead Title').fill('zzz');
      await expect(page.getByText('No matches found')).toBeVisible();
      await leads.getByLabel('Lead Title').fill('Hel');
      await page.getByRole('option', { name: 'Helper' }).click();
      await expect(leads.getByLabel('Lead Title')).toHaveValue('Helper');
      await leads.getByLabel('Non-voting member').check();
      await expect(leads.getByText(/will not have a vote at Executive Council meetings/)).toBeVisible();
      await leads.getByRole('button', { name: 'Add Lead' }).click();
      await expect(leadOf(page, 'member@illinois.edu')).toContainText('Queued for addition');
      await expect(leadOf(page, 'member@illinois.edu')).toContainText('Non-Voting');
      await snap(page, 'org-info-leads-queued');
      await leads.getByRole('button', { name: 'Save Changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Changes' });
      await expect(dialog.getByText('Leads to Add')).toBeVisible();
      await expect(dialog.getByText(/Mia Member \(member@illinois.edu\), Helper, non-voting/)).toBeVisible();
      await snap(page, 'org-info-confirm');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('SIGPwny leads updated')).toBeVisible();
      await expect(leadOf(page, 'member@illinois.edu')).toContainText('Active');
      await logOut(page);
      await context.clearCookies();

      // On her next page load Mia has the Organization Info item and manages SIGPwny.
      await signIn(page, 'member@illinois.edu');
      await expect(page.getByText('Welcome, Mia!')).toBeVisible();
      const nav = await openNavigation(page);
      await nav.getByRole('link', { name: 'Organization Info', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Manage Organization Info' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Select an organization' }).click();
      await expect(page.getByRole('option')).toHaveText(['SIGPwny']);
      await page.getByRole('option', { name: 'SIGPwny' }).click();

      // She steps down again, so the demo account is as it was for the other tests.
      await leadOf(page, 'member@illinois.edu').getByRole('button', { name: 'Remove member@illinois.edu' }).click();
      await expect(leadOf(page, 'member@illinois.edu')).toContainText('Queued for removal');
      await leadsSection(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Changes' }).getByText('Leads to Remove')).toBeVisible();
      await page.getByRole('dialog', { name: 'Confirm Changes' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('SIGPwny leads updated')).toBeVisible();
      const after = await (await request.get('/api/v1/organizations/S01')).json();
      expect(after.leads.map((lead: { username: string }) => lead.username)).not.toContain('member@illinois.edu');
      await logOut(page);
    });
  },
);

test('an org that manages its leads elsewhere says so', async ({ page }) => {
  await signIn(page, 'admin@illinois.edu');
  await page.goto('/orgInfo?org=C07');
  await expect(page.getByRole('heading', { name: 'Reflections | Projections' })).toBeVisible();
  await expect(page.getByText('Feature Not Available')).toBeVisible();
  await expect(page.getByText('Lead management is not available for this organization.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organization Leads' })).toHaveCount(0);
  await snap(page, 'org-info-no-leads');
});
