import type { MyWaitingResponse } from '@cp/contracts/home';
import { nothingWaiting, waitingCardKeys } from '@cp/contracts/home';
import { currentSemester, requestableSemesters, semesterLabel } from '@cp/contracts/room-requests';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { exclusive, memberRolesLock } from './support/exclusive';
import { decodeQr, pngPixels } from './support/qr-video';
import {
  addApiKey,
  addInvitation,
  addPaymentLink,
  addRoomRequest,
  deactivatePaymentLink,
  deleteApiKey,
  followCountedCard,
  waitingAnswer,
} from './support/waiting-pages';

/** What the QR image shows, read back from its pixels as a scanner would. */
async function qrTextOf(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toHaveAttribute('src', /^data:image\/png/);
  return decodeQr(await pngPixels(page, await image.screenshot()));
}

// The seeded purchases of member@illinois.edu (apps/api/src/modules/tickets/seed.ts).
const seededTicketId = `dea0${'1'.padStart(28, '0')}`;

test.describe("the member's home", () => {
  test('shows the seeded ticket with its QR and the seeded order, and no officer card @phone', async ({ page }) => {
    // Mia has no role unless another test lends her one: hold the lock while she has none.
    await exclusive(memberRolesLock, async () => {
      await signIn(page, 'member@illinois.edu');
      await page.goto('/home');
      const tickets = page.getByRole('region', { name: 'Your tickets' });
      const ticket = tickets.getByRole('article', { name: 'Spring Formal' });
      await expect(ticket.getByText('Valid', { exact: true })).toBeVisible();
      expect(JSON.parse(await qrTextOf(page, 'QR code of your ticket: Spring Formal'))).toEqual({
        type: 'ticket',
        ticket_id: seededTicketId,
      });
      // Outside production the wallet's test credentials are on: both buttons beside the ticket.
      await expect(ticket.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute(
        'href',
        `/api/v1/me/tickets/${seededTicketId}/pass.pkpass`,
      );
      await expect(ticket.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
        'href',
        /^https:\/\/pay\.google\.com\/gp\/v\/save\//,
      );

      const orders = page.getByRole('region', { name: 'Your orders' });
      const order = orders.getByRole('article', { name: 'Chapter T-Shirt' });
      await expect(order.getByText('Size M')).toBeVisible();
      expect(JSON.parse(await qrTextOf(page, 'Pickup QR code of your order: Chapter T-Shirt'))).toMatchObject({
        type: 'merch',
        stripe_pi: 'pi_demo_merch_1',
      });

      // The seeded paid list names Mia's NetID.
      const membership = page.getByRole('region', { name: 'Your membership' });
      await expect(membership.getByText('Paid', { exact: true })).toBeVisible();
      await expect(membership.getByRole('link', { name: 'Add to Apple Wallet' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Next public events' })).toBeVisible();

      await expect(page.getByRole('region', { name: 'Waiting for you' })).toHaveCount(0);
      await expect(page.locator('[data-waiting]')).toHaveCount(0);
      await snap(page, 'home-member');
    });
  });
});

test.describe("the officer's home", () => {
  test('shows each waiting card with its count, and its links open pages showing what each counted', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'admin@illinois.edu');
    // Rows of the test's own, to be found on the pages the cards open; and rows the cards must not
    // count, which those pages must not show: a deactivated link, a key expiring in a month.
    // Requests awaiting review in two semesters: the card opens both together.
    const semester = currentSemester();
    const next = requestableSemesters(semester)[1]!;
    const requested = [await addRoomRequest(page, semester), await addRoomRequest(page, next)];
    const link = await addPaymentLink(page);
    const deactivated = await addPaymentLink(page);
    await deactivatePaymentLink(page, deactivated.id);
    const invited = await addInvitation(page);
    const expiring = await addApiKey(page, 7);
    const later = await addApiKey(page, 30);

    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    // Every card the admin's roles allow (all of them), each with the count the API counted.
    // Other flows may add a room request or a link meanwhile: the counts are read before and
    // after the home loads, and the home compared with them only when both agree.
    let answer: MyWaitingResponse | undefined;
    await expect(async () => {
      const before = await waitingAnswer(page);
      await page.goto('/home');
      await expect(waiting.locator('[data-waiting]').first()).toBeVisible();
      expect(before.cards.map((card) => card.key)).toEqual([...waitingCardKeys]);
      for (const card of before.cards) {
        const shown = waiting.getByRole('article', { name: card.title });
        // The week's events are not "waiting"; the audit chain's card says how the chain stands.
        const figure =
          card.key === 'eventsThisWeek'
            ? `${card.count} this week`
            : card.key === 'auditVerification'
              ? /^(Never verified|Broken|Due|Intact)$/
              : `${card.count} waiting`;
        await expect(shown.getByTestId('waiting-count'), card.title).toHaveText(figure);
        if (card.count === 0) await expect(shown.getByText(nothingWaiting, { exact: true })).toBeVisible();
        await expect(shown.getByRole('link', { name: card.title })).toHaveAttribute('href', card.href);
      }
      const after = await waitingAnswer(page);
      expect(after.cards.map((card) => card.count)).toEqual(before.cards.map((card) => card.count));
      answer = after;
    }).toPass({ timeout: 60_000 });
    for (const key of ['roomRequests', 'paymentLinks', 'invitations', 'apiKeysExpiring'] as const) {
      expect(answer!.cards.find((card) => card.key === key)!.count, key).toBeGreaterThan(0);
    }
    await snap(page, 'home-officer');

    // Room requests awaiting review: the list opens on those only, of every semester, the test's among them.
    const requests = await followCountedCard(page, 'roomRequests');
    await expect(page).toHaveURL(/\/roomRequests\?status=created&semester=all$/);
    await expect(page.getByText('Showing only: Created')).toBeVisible();
    await expect(requests.filter({ hasText: requested[0] })).toContainText(semesterLabel(semester));
    await expect(requests.filter({ hasText: requested[1] })).toContainText(semesterLabel(next));
    await expect(requests.filter({ hasNotText: 'Created' })).toHaveCount(0);

    // Unpaid payment links: the test's link, not the one it deactivated.
    await page.goto('/home');
    const links = await followCountedCard(page, 'paymentLinks');
    await expect(links.and(page.locator(`[data-payment-link="${link.invoiceId}"]`))).toHaveCount(1);
    await expect(page.locator(`[data-payment-link="${deactivated.invoiceId}"]`)).toHaveCount(0);

    // Invitations not yet accepted: the person the test invited among them.
    await page.goto('/home');
    const invitations = await followCountedCard(page, 'invitations');
    await expect(invitations.filter({ hasText: invited })).toHaveCount(1);

    // API keys expiring within 14 days: the key expiring in a week, not the one in a month.
    await page.goto('/home');
    const keys = await followCountedCard(page, 'apiKeysExpiring');
    await expect(keys.filter({ hasText: expiring.description })).toHaveCount(1);
    await expect(page.getByText(later.description)).toHaveCount(0);
    await deleteApiKey(page, expiring.keyId);
    await deleteApiKey(page, later.keyId);
    await deactivatePaymentLink(page, link.id);

    // The audit chain's last verification: the audit log's verification, to run now.
    await page.goto('/home');
    await page.getByRole('link', { name: "The audit chain's last verification" }).click();
    await expect(page).toHaveURL(/\/logs\?verify=chain$/);
    await expect(page.getByRole('button', { name: 'Verify the chain now' })).toBeFocused();
    // End on the home: the last page is scanned again at phone width, in the dark.
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Waiting for you' })).toBeVisible();
  });

  test("stacks the cards on a phone, above the member's own things @phone", async ({ page }) => {
    await signIn(page, 'admin@illinois.edu');
    await page.goto('/home');
    const cards = page.getByRole('region', { name: 'Waiting for you' }).locator('[data-waiting]');
    await expect(cards).toHaveCount(8);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    // One column: the second card sits below the first, as wide.
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(Math.round(second!.x)).toBe(Math.round(first!.x));
    const tickets = await page.getByRole('region', { name: 'Your tickets' }).boundingBox();
    expect(tickets!.y).toBeGreaterThan((await cards.nth(7).boundingBox())!.y);
    await snap(page, 'home-officer');
  });
});
