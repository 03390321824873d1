import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { personContext } from './support/people';

/**
 * A paid order of two hoodie lines, made through the API: the manager makes the product, a visitor
 * checks out and pays on the local checkout (the buying pages have their own tests in store.spec).
 */
async function paidOrder(manager: Page, visitor: APIRequestContext, tag: string, email: string) {
  const origin = new URL(manager.url()).origin;
  const made = await manager.request.post('/api/v1/store/admin/products', {
    headers: { origin },
    data: {
      name: `Door hoodie ${tag}`,
      description: 'Made for this run.',
      openAt: Math.floor(Date.now() / 1000) - 60,
      variants: ['Red M', 'Blue L'].map((name) => ({
        name,
        memberPriceCents: 1500,
        nonmemberPriceCents: 2000,
        inventoryCount: 5,
      })),
    },
  });
  expect(made.status()).toBe(201);
  const productId = (await made.json()).productId as string;
  const product = await (await visitor.get(`/api/v1/store/products/${productId}`)).json();
  const variantId = (name: string) => product.variants.find((v: { name: string }) => v.name === name).variantId;
  const checkout = await visitor.post('/api/v1/store/checkout', {
    headers: { origin },
    data: {
      email,
      items: [
        { productId, variantId: variantId('Red M'), quantity: 1 },
        { productId, variantId: variantId('Blue L'), quantity: 2 },
      ],
    },
  });
  expect(checkout.ok()).toBe(true);
  const { checkoutUrl, orderId } = await checkout.json();
  const sessionId = new URL(checkoutUrl, origin).pathname.split('/').pop();
  const paid = await visitor.post(`/api/v1/payments/local/checkouts/${sessionId}/pay`, { headers: { origin } });
  expect(paid.status()).toBe(200);
  return { orderId: orderId as string, product: `Door hoodie ${tag}` };
}

async function handOverByNumber(page: Page, browser: Browser, testInfo: TestInfo) {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name} ${Date.now()}`;
  const buyer = `door-${testInfo.project.name}-${Date.now()}@example.com`;
  const managerContext = await personContext(browser, testInfo);
  let order: Awaited<ReturnType<typeof paidOrder>>;
  try {
    const manager = await managerContext.newPage();
    await signIn(manager, 'admin@illinois.edu');
    order = await paidOrder(manager, page.request, tag, buyer);
  } finally {
    await managerContext.close();
  }
  const { orderId, product } = order;

  // The volunteer has no camera: they type the order number the buyer reads out.
  await signIn(page, 'scanner@illinois.edu');
  await page.goto('/tickets/scan');
  const manual = page.getByRole('form', { name: 'Manual entry' });
  await manual.getByRole('textbox', { name: 'Payment ID or Ticket ID' }).pressSequentially(orderId);
  await manual.getByRole('button', { name: 'Check In' }).click();
  const pickup = page.getByRole('dialog', { name: 'Order pickup' });
  await expect(pickup.getByText(buyer)).toBeVisible();
  await pickup.getByRole('button', { name: `Fulfil ${product} (Red M)` }).click();
  await expect(pickup.getByRole('status')).toHaveText(`Handed over1 × ${product} (Red M)`);
  await expect(pickup.getByRole('button', { name: `Fulfil ${product} (Blue L)` })).toBeVisible();
  await snap(page, 'store-pickup-typed');
  await pickup.getByRole('button', { name: 'Close', exact: true }).click();

  // Found again by the buyer's email: the line given shows who gave it.
  const find = page.getByRole('form', { name: 'Find store orders' });
  await find.getByRole('textbox', { name: 'Order number, email or name' }).fill(buyer);
  await find.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Pick up ${orderId}` }).click();
  await expect(pickup.getByRole('list', { name: 'Handed over before' })).toContainText(
    `1 × ${product} (Red M): handed over`,
  );
  await expect(pickup.getByRole('list', { name: 'Handed over before' })).toContainText('by Sam Scanner');
  await pickup.getByRole('button', { name: 'Close', exact: true }).click();

  // The order's page: "Mark picked up" hands over the rest.
  await page.goto(`/tickets/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mark picked up' }).click();
  await pickup.getByRole('button', { name: `Fulfil ${product} (Blue L)` }).click();
  await expect(pickup.getByText('Nothing left to fulfil on this order.')).toBeVisible();
  await pickup.getByRole('button', { name: 'Close', exact: true }).click();
  const lines = page.getByRole('table', { name: 'Lines' });
  for (const variant of ['Red M', 'Blue L'])
    await expect(lines.getByRole('row', { name: new RegExp(`${variant}\\)`) })).toContainText('by Sam Scanner');
  await expect(page.getByRole('button', { name: 'Mark picked up' })).toHaveCount(0);
  await snap(page, 'store-order-picked-up');

  // A second hand-over (a stale page elsewhere) is refused, naming who and when.
  const again = await page.request.post(`/api/v1/store/admin/orders/${orderId}/fulfill`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      lineItemIds: [
        (await (await page.request.get(`/api/v1/store/admin/order/${orderId}`)).json()).lineItems[0].lineItemId,
      ],
    },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toMatch(/was already handed over .+ \(Central Time\) by Sam Scanner\.$/);
}

test('a door volunteer hands an order over by its typed number, then the rest from its page', async ({
  page,
  browser,
}, testInfo) => {
  await handOverByNumber(page, browser, testInfo);
});

test(
  'on a phone: a door volunteer hands an order over by its typed number, then the rest from its page',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    await handOverByNumber(page, browser, testInfo);
  },
);
