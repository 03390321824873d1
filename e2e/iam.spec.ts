import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { openNavigation } from './support/shell';

/**
 * Each project (light, dark, phone) changes a user of its own, so projects running side by side
 * on one server never race for the same membership. None of them is Mia Member: other specs,
 * running at the same time, show her the unauthorized view and need her to hold no role.
 */
const memberFor = { light: 'treasurer@illinois.edu', dark: 'scanner@illinois.edu', phone: 'links@illinois.edu' };
const newcomerFor = { light: 'newlt@illinois.edu', dark: 'newdk@illinois.edu', phone: 'newph@illinois.edu' };

/** The sidebar's Events item (behind the burger on a phone). */
async function eventsLink(page: Page) {
  const nav = await openNavigation(page);
  return nav.getByRole('link', { name: 'Events', exact: true });
}

async function chooseGroup(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name }).click();
}

test(
  'invite users, then add a member to a group: their sidebar follows on the next load',
  { tag: '@phone' },
  async ({ page, browser, baseURL }) => {
    const project = test.info().project.name as keyof typeof memberFor;
    const member = memberFor[project];
    const newcomer = newcomerFor[project];

    await signIn(page, 'admin@illinois.edu');
    await page.goto('/iam');
    await expect(page.getByRole('heading', { name: 'IAM', level: 1 })).toBeVisible();

    // Two invitations: the one outside the university fails with its own message.
    const box = page.getByRole('textbox', { name: /Emails \(one per line\)/ });
    await box.fill(`${newcomer}\noutsider@gmail.com`);
    await page.getByRole('button', { name: 'Invite Users' }).click();
    await expect(page.getByText(`Invited ${newcomer}`)).toBeVisible();
    await expect(page.getByText('Error with outsider@gmail.com')).toBeVisible();
    await expect(box).toHaveValue('outsider@gmail.com');
    await page.getByRole('button', { name: 'Details for outsider@gmail.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitation Error' });
    await expect(dialog.getByText('Only @illinois.edu emails can be invited.')).toBeVisible();
    await snap(page, 'iam-invitation-error');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The member, signed in elsewhere, has no Events in the sidebar yet.
    const other = await browser.newContext({ ...test.info().project.use, baseURL });
    const memberPage = await other.newPage();
    await signIn(memberPage, member);
    await memberPage.goto('/home');
    await expect(await eventsLink(memberPage)).toHaveCount(0);

    // Add them to 'Events Team' (it grants EVENTS_MANAGER).
    await chooseGroup(page, 'Events Team');
    await expect(page.getByText('Evan Events').first()).toBeVisible();
    const add = page.getByRole('textbox', { name: 'Add member' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Email is missing or the user already exists.')).toBeVisible();
    await add.fill(member);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Queued for addition')).toBeVisible();
    await snap(page, 'iam-group-queued');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Added ${member}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${member}` })).toBeVisible();
    await snap(page, 'iam-group-saved');

    // Their next page load shows Events, without signing out.
    await memberPage.reload();
    await expect(await eventsLink(memberPage)).toBeVisible();

    // Remove them again, with a confirmation.
    await page.getByRole('button', { name: `Remove ${member}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove member' });
    await expect(confirm).toContainText(member);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Queued for removal')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Removed ${member}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${member}` })).toHaveCount(0);

    await memberPage.reload();
    await expect(await eventsLink(memberPage)).toHaveCount(0);
    await other.close();
  },
);

test('an IAM_INVITE_ONLY user sees the invite box and no group management', async ({ page }) => {
  await signIn(page, 'invites@illinois.edu');
  await page.goto('/iam');
  await expect(page.getByRole('heading', { name: 'Invite Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Group Management' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveCount(0);
  await snap(page, 'iam-invite-only');
});
