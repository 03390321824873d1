import QRCode from 'qrcode';
import type { BrowserContext, Page as AnyPage } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, snap, snapOther } from './support/auth';
import { personContext, withCameraShowing } from './support/people';
import { pngPixels, writeY4m } from './support/qr-video';

// Seeded Spring Formal tickets (modules/tickets/seed.ts) that no other flow admits.
const seededTicket = (n: number) => `dea0${String(n).padStart(28, '0')}`;
const guestOne = { id: seededTicket(2), email: 'guest.one@example.com' };
const guestTwo = { email: 'guest.two@example.com' };
const offlineBadge = 'Offline: deciding from this device’s lists';

/** Opens the scanner and prepares the formal's list on this device; returns the formal's row. */
async function prepareFormal(scanner: AnyPage) {
  await scanner.goto('/tickets/scan');
  await expect(scanner.getByRole('heading', { name: 'Scan Tickets' })).toBeVisible();
  await scanner.getByRole('button', { name: 'Prepare offline: Spring Formal' }).click();
  const formal = scanner.getByRole('region', { name: 'Spring Formal at the door' });
  await expect(formal.getByText(/\d+ entries on this device · refreshed/)).toBeVisible();
  return formal;
}

/** The live count "Admitted n / m sold" of a prepared item, as numbers. */
async function liveCount(formal: ReturnType<AnyPage['getByRole']>) {
  const text = await formal.getByText(/^Admitted \d+ \/ \d+ sold$/).textContent();
  const [, admitted, sold] = /Admitted (\d+) \/ (\d+) sold/.exec(text ?? '')!;
  return { admitted: Number(admitted), sold: Number(sold) };
}

/** Admits the one buyer the door's search finds for `email`, and closes the result. */
async function admitBySearch(scanner: AnyPage, email: string, { offline }: { offline: boolean }) {
  await scanner.getByLabel('Name or email').fill(email);
  await scanner.getByRole('button', { name: `Admit ${email}` }).click();
  const valid = scanner.getByRole('dialog', { name: 'Valid Ticket' });
  await expect(valid.getByText(email)).toBeVisible();
  await expect(valid.getByText('Decided offline on this device')).toBeVisible({ visible: offline });
  await valid.getByRole('button', { name: 'Close', exact: true }).click();
}

const offline = (context: BrowserContext, value: boolean) => context.setOffline(value);

/**
 * Stops the camera while a result is shown, before it is closed: the code still in front of the
 * camera would be read again two seconds after closing. The result's overlay covers the button, so
 * the click is dispatched to it, as a person's tap on the visible button would be after closing.
 */
async function stopScanning(scanner: AnyPage) {
  await scanner.getByRole('button', { name: 'Stop Scanning' }).dispatchEvent('click');
  await expect(scanner.getByRole('button', { name: 'Start Scanning' })).toBeAttached();
}

test(
  'the door prepares offline, admits by camera and search with no network, refuses a second scan, keeps its queue across a closed tab, uploads when back online, and shows a double admission as a conflict',
  { tag: '@phone' },
  async ({ page, context, browser }, testInfo) => {
    // Three devices, one with a camera in a browser of its own, and a reload and a tab offline.
    test.setTimeout(300_000);
    await signIn(page, 'admin@illinois.edu');
    const qr = await pngPixels(page, await QRCode.toBuffer(JSON.stringify({ type: 'ticket', ticket_id: guestOne.id })));

    // Device C (this page) watches the live count; device B will admit guest one offline as well.
    const watchFormal = await prepareFormal(page);
    await expect(watchFormal.getByText(/^Admitted \d+ \/ \d+ sold$/)).toBeVisible();
    const before = await liveCount(watchFormal);
    const deviceB = await personContext(browser, testInfo, { storageState: await context.storageState() });
    const scannerB = await deviceB.newPage();
    await prepareFormal(scannerB);
    await offline(deviceB, true);
    await expect(scannerB.getByText(offlineBadge)).toBeVisible();
    await admitBySearch(scannerB, guestOne.email, { offline: true });

    await withCameraShowing(
      testInfo,
      context,
      (video) => writeY4m(video, qr),
      async (deviceA) => {
        let scanner = await deviceA.newPage();
        await prepareFormal(scanner);
        // The app is installed for offline use once its service worker is active.
        await scanner.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await offline(deviceA, true);
        await scanner.reload();
        await expect(scanner.getByRole('heading', { name: 'Scan Tickets' })).toBeVisible();
        await expect(scanner.getByText(offlineBadge)).toBeVisible();

        // By the camera: admitted from the list, offline.
        await scanner.getByRole('button', { name: 'Start Scanning' }).click();
        const valid = scanner.getByRole('dialog', { name: 'Valid Ticket' });
        await expect(valid).toBeVisible({ timeout: 30_000 });
        await expect(valid.getByText('Decided offline on this device')).toBeVisible();
        await expect(valid.getByText(guestOne.email)).toBeVisible();
        await stopScanning(scanner);
        await snapOther(page, scanner, 'door-offline-admitted');
        await valid.getByRole('button', { name: 'Close', exact: true }).click();
        // By search: one tap.
        await admitBySearch(scanner, guestTwo.email, { offline: true });

        // The first ticket presented again (after a reload, so not "just admitted"): refused offline.
        await scanner.reload();
        await expect(scanner.getByText(offlineBadge)).toBeVisible();
        await scanner.getByRole('button', { name: 'Start Scanning' }).click();
        const refused = scanner.getByRole('dialog', { name: 'Scan Error - DO NOT HONOR' });
        await expect(refused).toBeVisible({ timeout: 30_000 });
        await expect(
          refused.getByText(/Ticket has already been redeemed: first admitted .* on this device\./),
        ).toBeVisible();
        await expect(refused.getByText('Decided offline on this device')).toBeVisible();
        await stopScanning(scanner);
        await refused.getByRole('button', { name: 'Close', exact: true }).click();

        // Another page opened offline says that it needs a connection.
        await scanner.goto('/tickets');
        await expect(scanner.getByRole('heading', { name: 'You are offline' })).toBeVisible();

        // The tab closed and opened again, still offline: the queue is still there.
        await scanner.close();
        scanner = await deviceA.newPage();
        await scanner.goto('/tickets/scan');
        await expect(scanner.getByRole('heading', { name: 'Scan Tickets' })).toBeVisible();
        const queued = scanner.getByText('3 scans to upload (2 admitted, 1 refused)');
        await expect(queued).toBeVisible();
        await snapOther(page, scanner, 'door-offline-queued');

        // Back online: the queue uploads, and the watching device's count moves by the people the two
        // admissions let in: the count is of tickets (decision 0067), and guest two's purchase holds two.
        await offline(deviceA, false);
        await expect(scanner.getByText(/^Uploaded 3 scans at /)).toBeVisible({ timeout: 30_000 });
        await expect(queued).toBeHidden();
        await expect(watchFormal.getByText(`Admitted ${before.admitted + 3} / ${before.sold} sold`)).toBeVisible();
      },
    );

    // Device B comes back: it admitted guest one first (offline too), so its admission stands, as
    // the earliest by scan time does, and device A's later one becomes the conflict: not a second
    // admission, and the count does not move.
    await offline(deviceB, false);
    await expect(scannerB.getByText(/^Uploaded 1 scan at /)).toBeVisible({ timeout: 30_000 });
    await expect(scannerB.getByText('The server did not take every offline admission')).toHaveCount(0);
    await expect(watchFormal.getByText(`Admitted ${before.admitted + 3} / ${before.sold} sold`)).toBeVisible();
    await deviceB.close();

    await page.goto('/tickets/manage/spring-formal-demo');
    const log = page.getByRole('region', { name: 'Door log' });
    const conflicts = log.getByRole('alert').filter({ hasText: 'admitted on two devices' });
    await expect(conflicts).toContainText(guestOne.email);
    await expect(log.getByRole('table', { name: 'Door scans' })).toContainText('Offline');
    await snap(page, 'door-log');
  },
);
