import { expect, expectConsoleProblem, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { emailTo } from './support/mail';
import { tabTo } from './support/keyboard';

// Issue 43's keyboard flows for the store and the door (the others are in keyboard.spec.ts): where
// focus lands after each dialog and submit. Run on a light desktop and on a dark phone (@phone).

async function storeFlow(page: Page) {
  const project = test.info().project.name;
  const variant = project === 'phone' ? 'Grey XL' : 'Grey L';
  await page.goto('/store');
  await tabTo(page, page.getByRole('link', { name: /^Chapter Hoodie/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/chapter-hoodie$/);
  // Tab enters the variants once; the arrows choose among them.
  const panel = page.getByRole('region', { name: 'Add to cart' });
  const choice = panel.getByRole('radio', { name: new RegExp(`^${variant}:`) });
  await tabTo(page, panel.getByRole('radio').first());
  for (let presses = 0; presses < 8 && !(await choice.isChecked()); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
  const add = panel.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText(`(${variant}) to your cart`);
  await expect(add).toBeFocused();
  await tabTo(page, panel.getByRole('link', { name: 'View cart (1)' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/cart$/);

  // A wrong promo code first: refused at its field, which takes the focus with its error tied to it.
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await tabTo(page, checkout.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(`keys-${project}-${Date.now()}@example.com`);
  const promo = checkout.getByRole('textbox', { name: 'Promo code (optional)' });
  await tabTo(page, promo);
  await page.keyboard.type('NOTACODE');
  // The server's refusal of the code is the answer this step asks for.
  expectConsoleProblem(page, /^400 POST \/api\/v1\/store\/checkout$/);
  const pay = checkout.getByRole('button', { name: 'Pay', exact: true });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(promo).toBeFocused();
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(promo).toHaveAccessibleDescription(/This promo code is not valid\./);
  await snap(page, 'keyboard-store-promo-refused');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('WELCOME10');
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // The local checkout: its Pay, by the keyboard too.
  await expect(page).toHaveURL(/\/checkout\/cs_[A-Za-z0-9_]+$/);
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Your payment went through \(order ord_[0-9a-f]{32}\)/)).toBeVisible();
}

/** A Spring Formal ticket bought for `email` through the API and the local checkout; its id from the email. */
async function ticketFor(page: Page, email: string): Promise<string> {
  await page.goto('/store/spring-formal-demo');
  const started = await page.request.post('/api/v1/store/spring-formal-demo/checkout', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, quantity: 1 },
  });
  expect(started.status()).toBe(200);
  await page.goto((await started.json()).checkoutUrl);
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  const ticketId = /Ticket ID: ([0-9a-f]{32})/.exec((await emailTo(email)).text ?? '')?.[1];
  expect(ticketId).toBeTruthy();
  return ticketId!;
}

/** The scanner types the code at the door; `close` is the key that closes the result. */
async function manualEntry(page: Page, email: string, ticketId: string, result: string, close: 'Escape' | 'Enter') {
  const form = page.getByRole('form', { name: 'Manual entry' });
  const ticketField = form.getByRole('textbox', { name: 'Payment ID or Ticket ID' });
  await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await tabTo(page, ticketField);
  await page.keyboard.type(ticketId);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: result });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  return {
    dialog,
    close: async () => {
      await page.keyboard.press(close);
      await expect(dialog).toBeHidden();
      // Back in the field where the next person's code is typed, not at the end of the page.
      await expect(ticketField).toBeFocused();
    },
  };
}

async function doorFlow(page: Page) {
  const visitor = `door-keys-${test.info().project.name}-${Date.now()}@example.com`;
  const ticketId = await ticketFor(page, visitor);
  await signIn(page, 'scanner@illinois.edu');
  await page.goto('/tickets/scan');
  const valid = await manualEntry(page, visitor, ticketId, 'Valid Ticket', 'Escape');
  await expect(valid.dialog.getByText(ticketId)).toBeVisible();
  await snap(page, 'keyboard-door-valid');
  await valid.close();

  // At another scanner (this one remembers the admission for a few seconds): refused by the server.
  await page.reload();
  // The server's refusal of the redeemed ticket is the answer this step asks for.
  expectConsoleProblem(page, /^400 POST \/api\/v1\/tickets\/checkIn$/);
  const refused = await manualEntry(page, visitor, ticketId, 'Scan Error - DO NOT HONOR', 'Enter');
  await expect(refused.dialog.getByText(/Ticket has already been redeemed/)).toBeVisible();
  await snap(page, 'keyboard-door-refused');
  await refused.close();
}

test('by keyboard: a store purchase through a refused promo code to the local checkout', async ({ page }) => {
  await storeFlow(page);
});

test('by keyboard on a phone: a store purchase to the local checkout', { tag: '@phone' }, async ({ page }) => {
  await storeFlow(page);
});

test('by keyboard: the scanner’s manual entry, admitted then refused', async ({ page }) => {
  await doorFlow(page);
});

test('by keyboard on a phone: the scanner’s manual entry', { tag: '@phone' }, async ({ page }) => {
  await doorFlow(page);
});
