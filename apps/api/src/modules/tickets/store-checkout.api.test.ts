import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storePurchases } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addTicketItem } from './test-support';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-tickets-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('buys a ticket through the local checkout, emails its QR, and admits it once', async () => {
  const itemId = await addTicketItem(t.database.db, { capacity: 3, sold: 2 });
  const checkout = await t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload: { email: 'Visitor@Example.com', quantity: 1 },
  });
  expect(checkout.statusCode).toBe(200);
  const sessionId = new URL(checkout.json().checkoutUrl).pathname.split('/').pop()!;
  // The last ticket is held: a second buyer is refused before paying.
  const second = await t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload: { email: 'late@example.com', quantity: 1 },
  });
  expect(second.statusCode).toBe(409);

  const pay = () => t.request({ method: 'POST', url: `/api/v1/payments/local/checkouts/${sessionId}/pay` });
  expect((await pay()).statusCode).toBe(200);
  expect((await pay()).statusCode).toBe(200);
  const purchases = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, itemId));
  expect(purchases).toEqual([expect.objectContaining({ email: 'visitor@example.com', refunded: false })]);
  const ticketId = purchases[0]!.id;

  await t.app.mailer.flush();
  const mailDir = path.join(dataDir, 'mail');
  const emails = await Promise.all(
    fs
      .readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml'))
      .map(async (f) => PostalMime.parse(fs.readFileSync(path.join(mailDir, f)))),
  );
  const email = emails.find((e) => e.text?.includes(ticketId));
  expect(email?.to?.[0]?.address).toBe('visitor@example.com');
  expect(email?.attachments).toEqual([
    expect.objectContaining({ mimeType: 'image/png', contentId: '<ticket-qr>', disposition: 'inline' }),
  ]);

  const sales = await t.request({ method: 'GET', url: `/api/v1/tickets/${itemId}?type=ticket`, as: demo.admin });
  expect(sales.json().tickets).toEqual([
    expect.objectContaining({ ticketId, valid: true, fulfilled: false, amountCents: expect.any(Number) }),
  ]);
  const scan = () =>
    t.request({
      method: 'POST',
      url: '/api/v1/tickets/checkIn',
      as: demo.scanner,
      payload: { type: 'ticket', ticketId },
    });
  expect((await scan()).statusCode).toBe(200);
  expect((await scan()).json()).toMatchObject({ id: 109, name: 'TicketNotValidError' });
});
