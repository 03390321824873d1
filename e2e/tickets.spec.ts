import { expect, test, type Page } from './support/test';
import { signIn, snap, snapOther } from './support/auth';
import { emailTo } from './support/mail';
import { withCameraShowing } from './support/people';
import { decodeQr, pngPixels, writeY4m } from './support/qr-video';

// One unfulfilled demo merchandise purchase per project, since the projects share one server.
const merchToFulfil: Record<string, { email: string; id: string }> = {
  light: { email: 'member@illinois.edu', id: 'pi_demo_merch_1' },
  dark: { email: 'shirt.fan@example.com', id: 'pi_demo_merch_2' },
  phone: { email: 'hoodie.hunter@example.com', id: 'pi_demo_merch_5' },
};

/**
 * Buys one Spring Formal ticket as a visitor, paying on the local checkout. The product page sells
 * through the cart alone (issue 41); the spec's single-item checkout stays for the API's clients,
 * and its ticket is what the door's "Valid Ticket" path admits, so it is started through the API.
 */
async function buyTicket(page: Page, email: string) {
  await page.goto('/store/spring-formal-demo');
  await expect(page.getByRole('heading', { name: 'Spring Formal' })).toBeVisible();
  await snap(page, 'store');
  const started = await page.request.post('/api/v1/store/spring-formal-demo/checkout', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, quantity: 1 },
  });
  expect(started.status()).toBe(200);
  await page.goto((await started.json()).checkoutUrl);
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
  async ({ page, context }, testInfo) => {
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
    await withCameraShowing(
      testInfo,
      context,
      (video) => writeY4m(video, qr),
      async (scannerContext) => {
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
        await snapOther(page, scanner, 'scan-valid', { scan: false });
        await valid.getByRole('button', { name: 'Close', exact: true }).click();

        // The ticket is still in front of the camera: read again, it is the same ticket, no second
        // check-in, and a warning against admitting a second person with it.
        const again = scanner.getByRole('dialog', { name: 'Already Admitted - DO NOT ADMIT AGAIN' });
        await expect(again).toBeVisible({ timeout: 30_000 });
        await expect(again.getByText('Do not admit a second person with this code')).toBeVisible();
        await expect(scanner.getByRole('dialog', { name: 'Scan Error - DO NOT HONOR' })).toHaveCount(0);
        await snapOther(page, scanner, 'scan-repeat', { scan: false });
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
        await snapOther(page, scanner, 'scan-refused', { scan: false });
        // Stopped before the result is closed: two seconds after closing, the code still in front
        // of the camera is read (and refused) again, and its result would cover the button.
        await scanner.getByRole('button', { name: 'Stop Scanning' }).dispatchEvent('click');
        await expect(scanner.getByRole('button', { name: 'Start Scanning' })).toBeAttached();
        await refused.getByRole('button', { name: 'Close', exact: true }).click();
      },
    );

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
