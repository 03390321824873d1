import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { personContext } from './support/people';

/** The manager's ticket product of ten seats, its sale opening `leadSeconds` from now. */
async function ticketOpeningIn(manager: Page, leadSeconds: number, tag: string) {
  const made = await manager.request.post('/api/v1/store/admin/products', {
    headers: { origin: new URL(manager.url()).origin },
    data: {
      name: `Formal ${tag}`,
      description: 'Tickets for the formal, on sale at the set time.',
      openAt: Math.ceil(Date.now() / 1000) + leadSeconds,
      variants: [{ name: 'General', memberPriceCents: 1500, nonmemberPriceCents: 2000, inventoryCount: 10 }],
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).productId as string;
}

test(
  'on a phone: before the sale opens the product page counts down, then offers Add to cart without a reload',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const managerContext = await personContext(browser, testInfo);
    try {
      const manager = await managerContext.newPage();
      await signIn(manager, 'admin@illinois.edu');
      const panel = page.getByRole('region', { name: 'Add to cart' });
      const countdown = page.getByRole('timer');
      // The opening a few seconds ahead; on a machine so loaded that the page came after it, a
      // new product opening later (the countdown must be seen before it turns).
      let seen = false;
      for (const leadSeconds of [12, 30, 60]) {
        const productId = await ticketOpeningIn(manager, leadSeconds, `${testInfo.project.name} ${Date.now()}`);
        await page.goto(`/store/${productId}`);
        await expect(countdown.or(panel)).toBeVisible();
        if (await countdown.isVisible()) {
          seen = true;
          break;
        }
      }
      expect(seen).toBe(true);
      await expect(countdown).toHaveText(/^Opens in 0:00:\d\d$/);
      await expect(page.getByRole('status').filter({ hasText: 'Coming soon' })).toBeVisible();
      await expect(panel).toHaveCount(0);
      await snap(page, 'store-drop-countdown');

      // The same document all along: a mark left on it now is still there when Buy shows.
      await page.evaluate(() => Object.assign(window, { beforeTheOpening: true }));
      await expect(panel.getByRole('button', { name: 'Add to cart' })).toBeEnabled({ timeout: 90_000 });
      await expect(countdown).toHaveCount(0);
      expect(await page.evaluate(() => 'beforeTheOpening' in window)).toBe(true);
      await expect(panel.getByRole('radio', { name: /^General: \$20\.00 .* · 10 left$/ })).toBeChecked();
      await snap(page, 'store-drop-open');
    } finally {
      await managerContext.close();
    }
  },
);
