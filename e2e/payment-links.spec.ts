import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { expect, test, type Page } from './support/test';
import { signIn, snap, snapOther } from './support/auth';
import { personContext } from './support/people';

// The server's DATA_DIR (see playwright.config.ts): the local mailer writes .eml files there.
const mailDir = fileURLToPath(new URL(`../.data-e2e-${process.env.E2E_PORT}/mail/`, import.meta.url));

/** The table row (or, on a phone, the card) of one link. */
const rowOf = (page: Page, url: string) => page.locator('[data-payment-link]').filter({ hasText: url });

async function createLink(page: Page, invoiceId: string, dollars: string): Promise<string> {
  await page.getByLabel('Invoice ID').fill(invoiceId);
  await page.getByLabel('Invoice Amount (USD)').fill(dollars);
  await page.getByLabel('Contact Name').fill('Carla Contact');
  await page.getByLabel('Contact Email').fill('carla@example.com');
  await page.getByRole('button', { name: 'Create Payment Link' }).click();
  const created = page.getByRole('status').filter({ hasText: 'Payment link created' });
  await expect(created).toBeVisible();
  const url = (await created.getByText(/\/pay\//).textContent())!.trim();
  await expect(rowOf(page, url)).toBeVisible();
  return url;
}

async function mailsTo(recipient: string) {
  if (!fs.existsSync(mailDir)) return [];
  const files = fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => PostalMime.parse(fs.readFileSync(path.join(mailDir, file)))));
  return mails.filter((mail) => mail.to?.some((to) => to.address === recipient));
}

test(
  'create a payment link, pay it on the local page, see it paid and inactive, and deactivate two more',
  { tag: '@phone' },
  async ({ page, browser }) => {
    const project = test.info().project.name;
    const payer = `Pat Payer ${project}`;

    await signIn(page, 'admin@illinois.edu');
    await page.goto('/stripe');
    await expect(page.getByRole('heading', { name: 'Payment Link Creator' })).toBeVisible();
    // On a phone each field takes the form's whole width, one under the other.
    const fields = ['Invoice ID', 'Invoice Amount (USD)', 'Contact Name', 'Contact Email'].map((l) =>
      page.getByLabel(l),
    );
    const form = (await page.getByRole('form', { name: 'Create payment link' }).boundingBox())!;
    for (const field of fields) {
      const box = (await field.boundingBox())!;
      if (project === 'phone') expect(box.width).toBeGreaterThan(form.width * 0.9);
      else expect(box.width).toBeLessThan(form.width * 0.6);
    }

    // Every rule of the form, with the spec's messages.
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByText('Invoice ID is required')).toBeVisible();
    await expect(page.getByText('Amount must be at least $0.50')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await page.getByLabel('Invoice Amount (USD)').fill('0.49');
    await page.getByRole('button', { name: 'Create Payment Link' }).click();
    await expect(page.getByText('Amount must be at least $0.50')).toBeVisible();
    await snap(page, 'payment-links-errors');

    const url = await createLink(page, 'INV-2026-001', '12.34');
    const row = rowOf(page, url);
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('Unpaid');
    await expect(row).toContainText('Active');
    await snap(page, 'payment-links-created');

    // The payer opens the link in a browser of their own, signed out: the local test checkout.
    const payerContext = await personContext(browser, test.info());
    try {
      const payPage = await payerContext.newPage();
      await payPage.goto(url);
      await expect(payPage.getByText('Invoice INV-2026-001')).toBeVisible();
      await expect(payPage.getByText('$12.34')).toBeVisible();
      await expect(payPage.getByText('This is a test checkout')).toBeVisible();
      await expect(payPage.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await payPage.getByLabel('Your name').fill(payer);
      await payPage.getByLabel('Your email').fill(`pat-${project}@example.com`);
      await snapOther(page, payPage, 'payment-links-pay');
      await payPage.getByRole('button', { name: 'Pay' }).click();
      await expect(payPage.getByText('Thank you! Your payment of $12.34 was received.')).toBeVisible();
      await snapOther(page, payPage, 'payment-links-paid');
    } finally {
      await payerContext.close();
    }

    await page.goto('/stripe');
    await expect(rowOf(page, url)).toContainText('Paid');
    await expect(rowOf(page, url)).toContainText('Inactive');
    await expect(rowOf(page, url).getByRole('checkbox')).toBeDisabled();

    // The creator's email, written by the local mailer.
    await expect
      .poll(async () => (await mailsTo('admin@illinois.edu')).filter((mail) => mail.text?.includes(payer)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mailsTo('admin@illinois.edu')).filter((m) => m.text?.includes(payer));
    expect(mail!.subject).toBe('Payment received for invoice INV-2026-001');
    expect(mail!.text).toContain('A payment of $12.34 was made for invoice INV-2026-001');

    // Two more, selected together and deactivated.
    const first = `INV-${project}-A-${Date.now()}`;
    const second = `INV-${project}-B-${Date.now()}`;
    const firstUrl = await createLink(page, first, '20');
    const secondUrl = await createLink(page, second, '30.5');
    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('button', { name: 'Deactivate 2 links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate payment links' });
    await expect(dialog).toContainText(first);
    await expect(dialog).toContainText(second);
    await snap(page, 'payment-links-confirm');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, firstUrl)).toContainText('Inactive');
    await expect(rowOf(page, secondUrl)).toContainText('Inactive');
    await expect(page.getByRole('button', { name: /^Deactivate \d+ link\(s\)$/ })).toHaveCount(0);
    await snap(page, 'payment-links-deactivated');
  },
);
