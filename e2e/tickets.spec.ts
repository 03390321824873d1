import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';
import { expect, test, type Page } from './support/test';
import { signIn, snap } from './support/auth';
import { decodeQr, pngPixels, writeY4m } from './support/qr-video';

// The e2e server's DATA_DIR (playwright.config.ts): the local mailer writes .eml files there.
const mailDir = fileURLToPath(new URL(`../.data-e2e-${process.env.E2E_PORT}/mail/`, import.meta.url));
// One unfulfilled demo merchandise purchase per project, since the projects share one server.
const merchToFulfil: Record<string, { email: string; id: string }> = {
  light: { email: 'member@illinois.edu', id: 'pi_demo_merch_1' },
  dark: { email: 'shirt.fan@example.com', id: 'pi_demo_merch_2' },
  phone: { email: 'hoodie.hunter@example.com', id: 'pi_demo_merch_5' },
};

/** snap() waits for animations to end; the live camera's scan-region outline never does. */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${test.info().project.name}/${name}.png`, import.meta.url)),
  });
}

async function emailTo(address: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [];
        for (const file of files) {
          const email = await PostalMime.parse(fs.readFileSync(path.join(mailDir, file)));
          if (email.to?.some((to) => to.address === address)) found = email;
        }
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Buys one Spring Formal ticket as a visitor, paying on the local checkout. */
async function buyTicket(page: Page, email: string) {
  await page.goto('/store/spring-formal-demo');
  await expect(page.getByRole('heading', { name: 'Spring Formal' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Quantity').fill('1');
  await snap(page, 'store');
  await page.getByRole('button', { name: 'Buy' }).click();
  // The local test checkout: what is paid, then its "Pay" returns to the store's success page.
  await expect(page).toHaveURL(/\/checkout\/cs_[A-Za-z0-9_]+$/);
  await expect(page.getByText('Spring Formal').first()).toBeVisible();
  await snap(page, 'checkout');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
}

test(
  'buy a ticket, find it in sales, scan it with the camera, take it for the same ticket while held there, refuse it presented again, fulfil merchandise',
  { tag: '@phone' },
  async ({ page, context, baseURL }, testInfo) => {
    // A purchase, an email, two sign-ins, a second browser and camera scans: minutes on a loaded machine.
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const visitor = `visitor-${project}-${Date.now()}@example.com`;
    await buyTicket(page, visitor);

    // The QR code in the email is what the scanner will read: the ticket id, also given as text.
    const email = await emailTo(visitor);
    const ticketId = /Ticket ID: ([0-9a-f]{32})/.exec(email.text ?? '')?.[1];
    expect(ticketId).toBeTruthy();
    const png = email.attachments.find((a) => a.mimeType === 'image/png')!;
    const qr = await pngPixels(page, Buffer.from(png.content as ArrayBuffer));
    expect(JSON.parse(decodeQr(qr))).toEqual({ type: 'ticket', ticket_id: ticketId });

    // A manager sees the purchase in the sales of the event.
    await signIn(page, 'admin@illinois.edu');
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { name: 'Tickets', exact: true })).toBeVisible();
    await expect(page.getByText('Sold Out').first()).toBeVisible();
    await snap(page, 'tickets');
    await page.locator('tr, li').filter({ hasText: 'Spring Formal' }).getByRole('link', { name: 'View Sales' }).click();
    await expect(page.getByRole('heading', { name: 'View Sales: Spring Formal' })).toBeVisible();
    await expect(page.getByText(visitor)).toBeVisible();
    await expect(page.getByText(ticketId!)).toBeVisible();
    await snap(page, 'sales');

    // The scanner, in a browser whose camera shows the QR code from the email.
    const video = path.join(os.tmpdir(), `cp-e2e-qr-${project}-${process.pid}.y4m`);
    writeY4m(video, qr);
    const launch = testInfo.project.use.launchOptions ?? {};
    const browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme } = testInfo.project.use;
      const scannerContext = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        colorScheme,
        storageState: await context.storageState(),
        permissions: ['camera'],
      });
      const scanner = await scannerContext.newPage();
      await scanner.goto('/tickets/scan');
      await expect(scanner.getByRole('heading', { name: 'Scan Tickets' })).toBeVisible();
      await expect(scanner.getByRole('combobox', { name: 'Camera' })).not.toHaveValue('');
      await scanner.getByRole('button', { name: 'Start Scanning' }).click();
      const valid = scanner.getByRole('dialog', { name: 'Valid Ticket' });
      await expect(valid).toBeVisible({ timeout: 30_000 });
      await expect(valid.getByText(ticketId!)).toBeVisible();
      await expect(valid.getByText(visitor)).toBeVisible();
      // The item by its name, not its id.
      await expect(valid.getByText('Spring Formal')).toBeVisible();
      await shot(scanner, 'scan-valid');
      await valid.getByRole('button', { name: 'Close', exact: true }).click();

      // The ticket is still in front of the camera: read again, it is the same ticket, no alarm.
      const again = scanner.getByRole('dialog', { name: 'Already Admitted' });
      await expect(again).toBeVisible({ timeout: 30_000 });
      await expect(again.getByText('Admitted just now by this scanner')).toBeVisible();
      await expect(scanner.getByRole('dialog', { name: 'Scan Error - DO NOT HONOR' })).toHaveCount(0);
      await shot(scanner, 'scan-repeat');
      await again.getByRole('button', { name: 'Close', exact: true }).click();

      // Presented again to a scanner that did not just admit it: refused, with the server's error.
      await scanner.reload();
      await expect(scanner.getByRole('combobox', { name: 'Camera' })).not.toHaveValue('');
      await scanner.getByRole('button', { name: 'Start Scanning' }).click();
      const refused = scanner.getByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
      await expect(refused).toBeVisible({ timeout: 30_000 });
      await expect(
        refused.getByText(/^Error 109 \(TicketNotValidError\): Ticket has already been redeemed/),
      ).toBeVisible();
      await shot(scanner, 'scan-refused');
      await refused.getByRole('button', { name: 'Close', exact: true }).click();
      await scanner.getByRole('button', { name: 'Stop Scanning' }).click();
      await scannerContext.close();
    } finally {
      await browser.close();
      fs.rmSync(video, { force: true });
    }

    // Merchandise handed over: Mark as Fulfilled, offered only while neither refunded nor fulfilled.
    const merch = merchToFulfil[project]!;
    await page.goto('/tickets/manage/chapter-tshirt-demo?type=merch');
    await expect(page.getByRole('heading', { name: 'View Sales: Chapter T-Shirt' })).toBeVisible();
    const fulfil = page.getByRole('button', { name: `Mark as Fulfilled: ${merch.email}, ${merch.id}` });
    await fulfil.click();
    await expect(fulfil).toHaveCount(0);
    await expect(
      page.locator('tr, li').filter({ hasText: merch.id }).getByText('Fulfilled', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Mark as Fulfilled: changed\.mind@example\.com/ })).toHaveCount(0);
    await snap(page, 'sales-merch');
  },
);
