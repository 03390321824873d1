import { expect, test } from './support/test';
import { signIn, snap } from './support/auth';

test('pay for a membership, query it, and keep an external list by hand', async ({ page }) => {
  // A NetID of its own per project run: the three projects share one server.
  const netId = `nm${Math.random().toString(36).slice(2, 8)}`;
  const listId = `e2e-${test.info().project.name}-${netId}`;

  // Pay on /membership through the local test checkout, which returns to /membership?paid=.
  await page.goto('/membership');
  await expect(page.getByRole('heading', { name: 'Become a Member' })).toBeVisible();
  await page.getByLabel('NetID').fill(netId.toUpperCase());
  await snap(page, 'membership-pay');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[0-9a-f]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/membership\\?paid=${netId}$`));
  await expect(page.getByText(`${netId} is now a paid member.`, { exact: false })).toBeVisible();
  await snap(page, 'membership-paid');

  // Query it with an unpaid NetID, a foreign email and a malformed entry.
  await signIn(page, 'admin@illinois.edu');
  await page.goto('/membershipLists');
  await expect(page.getByRole('heading', { name: 'Query ACM Paid Membership List' })).toBeVisible();
  const query = page.getByLabel('Enter NetIDs or Illinois Emails');
  await expect(page.getByRole('button', { name: 'Query Memberships' })).toBeDisabled();
  await query.fill(`${netId}@illinois.edu, nopay123; someone@gmail.com\nbad!entry`);
  await page.getByRole('button', { name: 'Query Memberships' }).click();
  await expect(page.getByTestId('group-paid').getByRole('listitem')).toHaveText([netId]);
  await expect(page.getByTestId('group-notPaid').getByRole('listitem')).toHaveText(['nopay123']);
  await expect(page.getByTestId('group-invalid').getByRole('listitem')).toHaveText(['someone@gmail.com', 'bad!entry']);
  await snap(page, 'membership-query');

  // Create a list, queue a member, then replace the members from pasted lines.
  await page.getByRole('button', { name: 'New List' }).click();
  const create = page.getByRole('dialog', { name: 'Create a New Member List' });
  await create.getByLabel('New List ID').fill(listId);
  await create.getByLabel('Initial Member NetID').fill('alpha1');
  await create.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText(`List "${listId}" created successfully.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select a Member List' })).toHaveValue(listId);
  await expect(page.getByText('Found 1 member(s).')).toBeVisible();

  const members = page.getByRole('table', { name: 'List members' });
  await page.getByLabel('Add New Member by NetID').fill('beta2');
  await page.getByLabel('Add New Member by NetID').press('Enter');
  await expect(members.getByRole('row', { name: /beta2 Queued for addition/ })).toBeVisible();

  await page.getByRole('button', { name: 'Replace List' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace List Members' });
  await replace.getByLabel('NetIDs, one per line').fill('gamma3\n\n DELTA4 \nx@gmail.com');
  await replace.getByRole('button', { name: 'Compute Changes' }).click();
  await expect(page.getByText('x@gmail.com is invalid and has been ignored', { exact: true })).toBeVisible();
  await expect(page.getByText("Queued 2 additions and 1 removal. Click 'Save Changes' to apply.")).toBeVisible();
  await expect(members.getByRole('row', { name: /beta2/ })).toHaveCount(0);
  await expect(members.getByRole('row', { name: /alpha1 Queued for removal/ })).toBeVisible();
  await snap(page, 'membership-lists-queued');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Changes' });
  await expect(confirm.getByText('gamma3')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(page.getByText('Member list has been updated.')).toBeVisible();
  await expect(page.getByText('Found 2 member(s).')).toBeVisible();
  await expect(members.getByRole('row', { name: /Active/ })).toHaveText([/delta4/, /gamma3/]);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await snap(page, 'membership-lists');

  // The chosen list is in the address, and its members are searched on the server.
  await expect(page).toHaveURL(new RegExp(`/membershipLists\\?list=${listId}$`));
  await page.reload();
  await page.getByLabel('Search members').fill('GAM');
  await expect(page.getByText('Found 1 member(s).')).toBeVisible();
  await expect(members.getByRole('row', { name: /Active/ })).toHaveText([/gamma3/]);
});

test('a paid member finds their membership in the user menu and is not asked to pay again', async ({ page }) => {
  await signIn(page, 'member@illinois.edu');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByText('You are a paid member')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Membership' })).toBeVisible();
  await expect(page.getByText(/Your NetID, member, has been a paid member since/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await snap(page, 'membership-already-paid');
});
