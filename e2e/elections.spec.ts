import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, snap } from './support/auth';
import { personContext } from './support/people';

// Paid members with sign-in accounts (apps/api/src/modules/memberships/seed.ts); rooms@ is not paid.
const manager = 'admin@illinois.edu';
const unpaid = 'rooms@illinois.edu';
const president = ['Ana Ortiz', 'Ben Cho', 'Cai Wu'];
// A 1×1 PNG: a candidate's photo.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills a position's candidate boxes (two are offered; more are added). */
async function fillCandidates(position: Locator, names: string[]) {
  for (const [index, name] of names.entries()) {
    if (index >= 2) await position.getByRole('button', { name: 'Add a candidate' }).click();
    await position.getByLabel(`Candidate ${index + 1} name`).fill(name);
  }
}

/** A second person's page, signed in, in the test's device and scheme. */
async function personPage(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await personContext(browser, testInfo);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/**
 * Marks a ballot (a ranking for President, one name or Abstain for Treasurer) and reviews it;
 * `moveUp` is then moved one place up the ranking with its control.
 */
async function markBallot(page: Page, ranking: string[], treasurer: string, moveUp?: string) {
  for (const [index, name] of ranking.entries())
    await page.getByRole('button', { name: `Rank ${name} ${index + 1}` }).click();
  if (moveUp) {
    await page.getByRole('button', { name: `Move ${moveUp} up` }).click();
    const order = ranking.filter((name) => name !== moveUp);
    order.splice(ranking.indexOf(moveUp) - 1, 0, moveUp);
    const list = page.getByRole('list', { name: 'Your ranking for President' });
    await expect(list.getByRole('listitem')).toHaveText(order);
  }
  const treasury = page.getByRole('group', { name: 'Treasurer' });
  if (treasurer === 'Abstain') await treasury.getByRole('checkbox', { name: 'Abstain' }).check();
  else await treasury.getByRole('radio', { name: treasurer }).check();
  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await expect(page.getByRole('heading', { name: 'Review your ballot' })).toBeVisible();
}

async function castAndKeepReceipt(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Cast my ballot' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return (await receipt.textContent())!;
}

async function electionFlow(page: Page, browser: Browser, testInfo: TestInfo) {
  const title = `Officers ${testInfo.project.name} ${Date.now().toString(36)}`;

  // The manager creates the election: two positions for the paid members, one ranked.
  await signIn(page, manager);
  await page.goto('/elections');
  await page.getByRole('button', { name: 'New election' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} draft`);
  const first = page.getByRole('region', { name: 'Position 1' });
  await first.getByLabel('Position 1 title').fill('President');
  await fillCandidates(first, president);
  await page.getByRole('button', { name: 'Add position' }).click();
  const second = page.getByRole('region', { name: 'Position 2' });
  await second.getByLabel('Position 2 title').fill('Treasurer');
  await second.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Plurality' }).click();
  await fillCandidates(second, ['Dee Park', 'Eli Shah']);
  await page.getByRole('button', { name: 'Create election' }).click();
  await expect(page.getByRole('heading', { name: `${title} draft`, level: 1 })).toBeVisible();

  // Before voting opens it can still change; after, the page says it cannot.
  await page.getByRole('button', { name: 'Change this election' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo of Ana Ortiz' }).click();
  await (await chooser).setFiles({ name: 'ana.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Ana Ortiz' })).toBeVisible();
  await snap(page, 'election-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open voting now' }).click();
  await expect(page.getByText('Voting has opened: nothing about this election can change.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change this election' })).toHaveCount(0);
  const electionUrl = page.url();

  // Three paid members vote; Vera has the ballot open twice and casts from both.
  const mia = await personPage(browser, testInfo, 'member@illinois.edu');
  await mia.goto(electionUrl);
  await markBallot(mia, ['Ana Ortiz', 'Ben Cho'], 'Dee Park');
  await snap(mia, 'election-ballot-review');
  const miaReceipt = await castAndKeepReceipt(mia);

  const vera = await personPage(browser, testInfo, 'voter1@illinois.edu');
  const veraAgain = await vera.context().newPage();
  await vera.goto(electionUrl);
  await veraAgain.goto(electionUrl);
  await markBallot(vera, ['Ben Cho', 'Ana Ortiz'], 'Dee Park');
  await castAndKeepReceipt(vera);
  await markBallot(veraAgain, ['Cai Wu'], 'Eli Shah');
  await veraAgain.getByRole('button', { name: 'Cast my ballot' }).click();
  await expect(veraAgain.getByRole('alert')).toHaveText('You have already voted in this election.');
  await veraAgain.reload();
  await expect(veraAgain.getByRole('status')).toHaveText('You have voted in this election.');

  // Victor comes from his home page, which offers the open election.
  const victor = await personPage(browser, testInfo, 'voter2@illinois.edu');
  await victor.goto('/home');
  await victor.getByRole('link', { name: `Vote: ${title}` }).click();
  await expect(victor.getByRole('group', { name: 'President' })).toBeVisible();
  // The photo on the ballot, named by its candidate.
  await expect(victor.getByRole('img', { name: 'Ana Ortiz' })).toHaveJSProperty('naturalWidth', 1);
  await snap(victor, 'election-ballot');
  await markBallot(victor, ['Ana Ortiz', 'Cai Wu'], 'Abstain', 'Cai Wu');
  await castAndKeepReceipt(victor);

  // A member who is not paid is told why they may not vote.
  const riley = await personPage(browser, testInfo, unpaid);
  await riley.goto(electionUrl);
  await expect(riley.getByRole('status')).toHaveText(
    "You are not on the roll of this election: it is for the chapter's paid members when voting opened.",
  );
  await expect(riley.getByRole('button', { name: 'Review my ballot' })).toHaveCount(0);

  // The manager sees the turnout, then closes: the results show every round of the count.
  await page.reload();
  await expect(page.getByText('Turnout: 3.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Close voting now' }).click();
  // One first choice each: a tie broken by lot, then the transfers decide it in round 2.
  const rounds = page.getByRole('table', { name: 'Rounds for President' });
  await expect(rounds.getByRole('columnheader', { name: 'Round 2' })).toBeVisible();
  await expect(rounds.getByText('Elected')).toHaveCount(1);
  await expect(page.getByText('A tie was broken by lot.')).toBeVisible();
  const treasurer = page.getByRole('table', { name: 'Rounds for Treasurer' });
  await expect(treasurer.getByRole('row', { name: /Dee Park/ })).toContainText('Elected');
  await expect(page.getByText('Turnout: 3 of', { exact: false })).toBeVisible();
  await snap(page, 'election-results');

  // Mia finds her receipt among the published ballots.
  await mia.reload();
  await mia.getByLabel('Find a receipt').fill(miaReceipt.toLowerCase());
  await expect(mia.getByText('1 ballot match.')).toBeVisible();
  // Her ballot reads as she cast it: the positions and the names in her order.
  await expect(
    mia.getByRole('table', { name: 'Ballots' }).getByRole('row', { name: new RegExp(miaReceipt) }),
  ).toContainText('President: Ana Ortiz > Ben Cho; Treasurer: Dee Park');
  for (const other of [mia, vera, victor, riley]) await other.context().close();
}

// Six people in one flow, on a loaded machine.
test('a manager sets up an election, members vote once, the unpaid are refused, the results show every round', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await electionFlow(page, browser, testInfo);
});

test(
  'on a phone: a manager sets up an election, members vote once, the unpaid are refused, the results show every round',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    await electionFlow(page, browser, testInfo);
  },
);
