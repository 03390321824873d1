import type { MyWaitingResponse, WaitingCard } from '@cp/contracts/home';
import { currentSemester, requestableSemesters } from '@cp/contracts/room-requests';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { exclusive, memberRolesLock } from './support/exclusive';
import { openNavigation } from './support/shell';
import {
  addApiKey,
  addInvitation,
  addPaymentLink,
  addRoomRequest,
  deactivatePaymentLink,
  deleteApiKey,
  followCountedCard,
  isCountedCard,
} from './support/waiting-pages';

// Issue 43: every role finds its way. Each role opens the menu and reaches every page it can use,
// then follows every card of its home to a page showing what the card counted.

/** [menu label, path, the page's heading (null: any level-1 heading)] */
type Entry = [string, string, string | RegExp | null];

const everyone: Entry[] = [
  ['Home', '/home', /^Welcome/],
  ['Store', '/store', 'Store'],
  ['Cart', '/store/cart', 'Cart'],
  ['My Tickets and Orders', '/home/orders', 'My Tickets and Orders'],
  ['My RSVPs and Profile', '/profile', 'Edit Profile'],
];
const rsvpPages: Entry[] = [['RSVPs and Check-in', '/home/events', "This week's events"]];
const scannerPages: Entry[] = [
  ['Ticketing/Merch', '/tickets', 'Ticketing/Merch'],
  ['Scan Tickets', '/tickets/scan', null],
];
const eventsPages: Entry[] = [['Events', '/events/manage', 'Events']];
const adminPages: Entry[] = [
  ...eventsPages,
  ...rsvpPages,
  ...scannerPages,
  ['IAM', '/iam', null],
  ['Payment Link Creator', '/stripe', null],
  ['Room Requests', '/roomRequests', null],
  ['Link Shortener', '/linkry', null],
  ['Audit Logs', '/logs', 'Audit Logs'],
  ['API Keys', '/apiKeys', null],
  ['Membership', '/membershipLists', null],
  ['Organization Info', '/orgInfo', null],
];

const roles: { who: string; email: string; pages: Entry[] }[] = [
  { who: 'member', email: 'member@illinois.edu', pages: [] },
  { who: 'rsvp', email: 'rsvp@illinois.edu', pages: rsvpPages },
  { who: 'scanner', email: 'scanner@illinois.edu', pages: scannerPages },
  { who: 'events', email: 'events@illinois.edu', pages: eventsPages },
  { who: 'admin', email: 'admin@illinois.edu', pages: adminPages },
];

async function reachFromMenu(page: Page, [label, path, heading]: Entry) {
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title, label).toBeVisible();
  // A page's code loads on its first visit: slow on a loaded machine.
  if (heading) await expect(title, label).toHaveText(heading, { timeout: 30_000 });
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  // In the menu (on a phone the drawer has closed behind the followed link, so hidden is fine).
  const item = page.getByLabel('Main navigation').getByRole('link', { name: label, exact: true, includeHidden: true });
  await expect(item).toHaveAttribute('aria-current', 'page');
}

/** Follows a card to its page and checks that the page shows what the card counted. */
async function followCard(page: Page, card: WaitingCard) {
  // Home again by the menu, as a person goes back: the app stays loaded (a full load per card
  // cost seconds each on a loaded machine), and home reads its cards anew on arriving.
  if (new URL(page.url()).pathname !== '/home') await reachFromMenu(page, everyone[0]!);
  // The room requests, payment links, invitations and keys a card counted: as many rows or cards
  // as it counts, at either width (the count read again around the page's loading).
  if (isCountedCard(card.key)) await followCountedCard(page, card.key);
  else {
    const shown = page.getByRole('region', { name: 'Waiting for you' }).getByRole('article', { name: card.title });
    await shown.getByRole('link', { name: card.title }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === card.href);
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  const articles = (region: string | RegExp) => page.getByRole('region', { name: region }).getByRole('article');
  // Other flows run beside this one and may add an event this week or a sale meanwhile: the page
  // must show what the card counts now, so both are read again (and the page reloaded) until they meet.
  const showsCount = async (region: string | RegExp) => {
    await expect(async () => {
      const now = (await (await page.request.get('/api/v1/me/waiting')).json()) as MyWaitingResponse;
      const count = now.cards.find((c) => c.key === card.key)?.count ?? 0;
      if ((await articles(region).count()) !== count) await page.reload();
      await expect(articles(region)).toHaveCount(count, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  };
  switch (card.key) {
    case 'merchPickup':
      await showsCount(/to hand over$/);
      break;
    case 'doorConflicts':
      await showsCount(/^\d+ conflicts?$/);
      break;
    case 'eventsThisWeek':
      await showsCount('This week');
      break;
    case 'auditVerification':
      await expect(page.getByRole('button', { name: 'Verify the chain now' })).toBeFocused();
      await page.getByRole('button', { name: 'Verify the chain now' }).click();
      await expect(page.getByRole('status').getByText('The audit chain is intact')).toBeVisible();
      break;
    default:
      break;
  }
}

// The longest flows of the run, one per role and width, independent of one another: each runs on
// whichever worker is free (run one after another in one worker, this file was the run's long tail).
test.describe('every role', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { who, email, pages } of roles) {
    for (const phone of [false, true]) {
      test(
        `${who}: the menu reaches every page of the role, and each home card its page${phone ? ' (phone)' : ''}`,
        phone ? { tag: '@phone' } : {},
        async ({ page }) => {
          // Many pages, each scanned with axe, on a shared two-core machine.
          test.setTimeout(480_000);
          const run = async () => {
            await signIn(page, email);
            await expect(page).toHaveURL(/\/home$/);
            await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
            await openNavigation(page);
            await snap(page, `menu-${who}`);
            for (const entry of [...everyone, ...pages]) await reachFromMenu(page, entry);

            // Rows of the admin's own behind the cards that count rows, so that each page (cards on
            // a phone) has some to show: a request awaiting review next semester, an unpaid link,
            // an invitation and a key expiring in a week.
            const own =
              who === 'admin'
                ? {
                    request: await addRoomRequest(page, requestableSemesters(currentSemester())[1]!),
                    link: await addPaymentLink(page),
                    invited: await addInvitation(page),
                    key: await addApiKey(page, 7),
                  }
                : undefined;
            await reachFromMenu(page, everyone[0]!);
            await snap(page, `home-${who}`);
            const answer = (await (await page.request.get('/api/v1/me/waiting')).json()) as MyWaitingResponse;
            for (const card of answer.cards) await followCard(page, card);
            if (own) {
              await deactivatePaymentLink(page, own.link.id);
              await deleteApiKey(page, own.key.keyId);
            }
          };
          // Mia's roles are lent by other tests: hold the lock while she is the member without any.
          if (who === 'member') await exclusive(memberRolesLock, run, 420_000);
          else await run();
        },
      );
    }
  }
});

// The first-time user (no name yet) can use one page until they give a name: the first-time
// profile, shown without a menu (decision 0040), from every signed-in page they ask for; the pages
// open to every sign-in state (the store, the cart) still open. Their name is not saved here: the
// platform spec needs newbie without one (once saved, theirs is the member's menu, tested above).
for (const phone of [false, true]) {
  test(
    `newbie: the first-time profile stands before every signed-in page, and the store still opens${phone ? ' (phone)' : ''}`,
    phone ? { tag: '@phone' } : {},
    async ({ page }) => {
      await signIn(page, 'newbie@illinois.edu');
      await expect(page).toHaveURL(/\/profile\?firstTime=true/);
      await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
      await expect(page.getByLabel('Main navigation')).toHaveCount(0);
      await snap(page, 'menu-newbie');
      for (const [, path, heading] of everyone) {
        await page.goto(path);
        if (path.startsWith('/store')) {
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!, { timeout: 30_000 });
        } else {
          await expect(page).toHaveURL(
            (url) => url.pathname === '/profile' && (path === '/profile' || url.searchParams.get('returnTo') === path),
          );
          // The name asked for first, with no menu to wander off by.
          await expect(page.getByLabel('First name')).toBeVisible();
          await expect(page.getByLabel('Main navigation')).toHaveCount(0);
        }
      }
    },
  );
}

test('the user menu leads a member to their home, profile, tickets and orders, and membership', async ({ page }) => {
  await exclusive(memberRolesLock, async () => {
    await signIn(page, 'member@illinois.edu');
    await page.getByRole('button', { name: /^User menu for/ }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Home', 'Profile', 'My Tickets and Orders', 'My Membership', 'Log out']);
    await page.getByRole('menuitem', { name: 'My Tickets and Orders' }).click();
    await expect(page).toHaveURL(/\/home\/orders$/);
    // The member's cards: a ticket says when and where and links to its event; an order has its number.
    const ticket = page.getByRole('region', { name: 'Your tickets' }).getByRole('article', { name: 'Spring Formal' });
    await expect(ticket.getByText(/^When:/)).toBeVisible();
    await expect(ticket.getByText(/^Where:/)).toBeVisible();
    await expect(ticket.getByRole('link', { name: 'Spring Formal' })).toHaveAttribute('href', /^\/(events|store)\//);
  });
});

test('an RSVP manager finds the attendee list and check-in on the public page of an event', async ({ page }) => {
  await signIn(page, 'rsvp@illinois.edu');
  await page.goto('/home/events');
  // The seeded weekly meeting, which meets today and so is always among this week's events (the
  // workshop five days out was pushed off "Coming up" by the events other flows add meanwhile):
  // its public page, as a member would open it.
  await page.getByRole('link', { name: 'Public page of ACM General Meeting' }).first().click();
  const manage = page.getByRole('group', { name: 'Manage this event' });
  await expect(manage.getByRole('link', { name: 'Check-in' })).toBeVisible();
  await manage.getByRole('link', { name: 'Attendees' }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/rsvps$/);
  await expect(page.getByRole('link', { name: 'RSVPs and Check-in', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the phone drawer closes on Escape, keeps Tab inside, and gives focus back to its button @phone', async ({
  page,
}) => {
  await signIn(page, 'scanner@illinois.edu');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByLabel('Main navigation');
  await expect(nav).toBeVisible();
  // However far one tabs, focus stays in the drawer, never on the page beneath it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    await expect(page.locator('#main-content :focus')).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
});
