import { waitingCardTitles, type MyWaitingResponse, type WaitingCardKey } from '@cp/contracts/home';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './test';
import { fileRoomRequest } from './room-requests';

/** The cards as the home reads them now. */
export async function waitingAnswer(page: Page): Promise<MyWaitingResponse> {
  const res = await page.request.get('/api/v1/me/waiting');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MyWaitingResponse;
}

/** What a card counts now. */
export async function waitingCount(page: Page, key: WaitingCardKey): Promise<number> {
  const card = (await waitingAnswer(page)).cards.find((c) => c.key === key);
  expect(card, key).toBeDefined();
  return card!.count;
}

/**
 * The rows a module list shows once loaded, at any width. Where there is room it is a table
 * (components/data-table), busy while loading, whose empty state is one row of one cell across
 * every column, which is not a row of data; on a phone the same list may be cards
 * (components/data-cards), one item each, named alike, and its empty state a sentence alone.
 * Loaded: the table not busy, the list of cards, or the empty sentence.
 */
export async function loadedItems(page: Page, label: string, emptyText: string | RegExp): Promise<Locator> {
  const table = page.getByRole('table', { name: label, exact: true });
  const cards = page.getByRole('list', { name: label, exact: true });
  const loaded = table.and(page.locator(':not([aria-busy="true"])')).or(cards).or(page.getByText(emptyText));
  await expect(loaded.first()).toBeVisible();
  return table.locator('tbody > tr:not(:has(> td[colspan]))').or(cards.locator(':scope > li'));
}

/** The rows each of these cards counts, on the page it opens, once loaded. */
const countedRows = {
  roomRequests: (page: Page) => loadedItems(page, 'Room requests', /^No room requests for .+ are /),
  paymentLinks: (page: Page) => loadedItems(page, 'Payment links', 'No payment links yet. Create one above.'),
  // Its own table, shown only with rows: no loading state but a placeholder before it.
  invitations: (page: Page) => loadedItems(page, 'Invitations not yet accepted', 'Every invited person has signed in.'),
  apiKeysExpiring: (page: Page) =>
    loadedItems(page, 'API keys', 'No API keys found. Click "Create API Key" to get started.'),
};
export type CountedCardKey = keyof typeof countedRows;
export const isCountedCard = (key: WaitingCardKey): key is CountedCardKey => key in countedRows;

/**
 * Follows a card's link from the home (as a person does) and checks that the page shows as many
 * rows as the card counted, at any width. Other flows share the server and may add a row
 * meanwhile (a room request, a payment link, a request in another semester, which changes the
 * link too): the card is read before the page loads and again after, and only when both agree is
 * the page compared with them; otherwise the home is loaded again and the card followed anew. A
 * page that disagrees with a steady card fails.
 */
export async function followCountedCard(page: Page, key: CountedCardKey): Promise<Locator> {
  const title = waitingCardTitles[key];
  const link = page
    .getByRole('region', { name: 'Waiting for you' })
    .getByRole('article', { name: title })
    .getByRole('link', { name: title });
  let again = false;
  let rows: Locator | undefined;
  await expect(async () => {
    if (again) await page.goto('/home');
    again = true;
    const before = await waitingCount(page, key);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === href);
    rows = await countedRows[key](page);
    const shown = await rows.count();
    const after = await waitingCount(page, key);
    expect(after, `${title}: the count changed while the page loaded`).toBe(before);
    expect(shown, `${title}: the rows the page shows`).toBe(after);
  }).toPass({ timeout: 90_000 });
  return rows!;
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A room request still `created` in `semester`, filed by `page`'s person for A01. */
export async function addRoomRequest(page: Page, semester: string): Promise<string> {
  const title = `Home card workshop ${stamp()}`;
  await fileRoomRequest(page, {
    title,
    semester,
    description: 'A workshop filed by the home card test, to be found among the requests awaiting review.',
  });
  return title;
}

/** An active payment link for an invoice of its own, nothing paid; its invoice id. */
export async function addPaymentLink(page: Page): Promise<{ id: string; invoiceId: string }> {
  const invoiceId = `HOME-${stamp()}`;
  const made = await page.request.post('/api/v1/stripe/paymentLinks', {
    headers: originOf(page),
    data: { invoiceId, invoiceAmountUsd: 2500, contactName: 'Home Card', contactEmail: 'home-card@example.com' },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { id: string }).id, invoiceId };
}

export async function deactivatePaymentLink(page: Page, id: string) {
  const gone = await page.request.delete(`/api/v1/stripe/paymentLinks/${id}`, { headers: originOf(page) });
  expect(gone.status(), await gone.text()).toBe(204);
}

/** An invitation to a university email nobody has signed in with (a NetID: at most 8 characters). */
export async function addInvitation(page: Page): Promise<string> {
  const email = `hc${Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}@illinois.edu`;
  const sent = await page.request.post('/api/v1/iam/inviteUsers', {
    headers: originOf(page),
    data: { emails: [email] },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const answer = (await sent.json()) as { success: { email: string }[] };
  expect(answer.success, JSON.stringify(answer)).toEqual([{ email }]);
  return email;
}

/** An API key expiring in `days` days; its key id and description. */
export async function addApiKey(page: Page, days: number): Promise<{ keyId: string; description: string }> {
  const description = `Home card key, ${days} days, ${stamp()}`;
  const made = await page.request.post('/api/v1/apiKey/org', {
    headers: originOf(page),
    data: {
      roles: ['manage:events'],
      description,
      expiresAt: Math.floor(Date.now() / 1000) + days * 86_400,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { apiKey } = (await made.json()) as { apiKey: string };
  return { keyId: apiKey.split('_')[1]!, description };
}

export async function deleteApiKey(page: Page, keyId: string) {
  const gone = await page.request.delete(`/api/v1/apiKey/org/${keyId}`, { headers: originOf(page) });
  expect(gone.status(), await gone.text()).toBe(204);
}
