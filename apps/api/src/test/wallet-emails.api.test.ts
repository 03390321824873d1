import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePurchases, ticketItems } from '../db/schema';
import { createTestApp, type TestApp } from './harness';
import { addItemVariantsWhereMissing } from '../modules/store';
import { addEventTicket, verifiedSaveJwt } from '../modules/wallet/test-support';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-wallet-mail-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function emailTo(address: string): Promise<Email> {
  await t.app.mailer.flush();
  const mailDir = path.join(dataDir, 'mail');
  const all = await Promise.all(
    fs.readdirSync(mailDir).map((file) => PostalMime.parse(fs.readFileSync(path.join(mailDir, file)))),
  );
  const mine = all.filter((mail) => mail.to?.[0]?.address === address);
  expect(mine).toHaveLength(1);
  return mine[0]!;
}

const payLocal = (checkoutUrl: string) =>
  t.request({ method: 'POST', url: `/api/v1/payments/local/checkouts/${checkoutUrl.split('/').pop()}/pay` });
const googleLinkOf = (text: string) => /Add to Google Wallet: (\S+)/.exec(text)?.[1];

describe('the confirmation emails', () => {
  it("give a bought ticket both wallet buttons; Google's holds the email's QR payload", async () => {
    const { itemId } = await addEventTicket(t.database.db, new Date('2027-04-01T23:00:00Z'));
    const checkout = await t.request({
      method: 'POST',
      url: `/api/v1/store/${itemId}/checkout`,
      payload: { email: 'wallet.buyer@example.com', quantity: 1 },
    });
    expect((await payLocal(checkout.json().checkoutUrl)).statusCode).toBe(200);
    const [purchase] = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, itemId));
    const mail = await emailTo('wallet.buyer@example.com');

    // The pass route needs a session a mail app has not got: Apple's button opens the member's home.
    expect(mail.text).toContain('Add to Apple Wallet: http://localhost:8080/home');
    const jwt = await verifiedSaveJwt(googleLinkOf(mail.text!)!, dataDir);
    expect(jwt.payload.eventTicketObjects![0]!.barcode!.value).toBe(
      JSON.stringify({ type: 'ticket', ticket_id: purchase!.id }),
    );
    expect(mail.html).toContain('>Add to Apple Wallet</a>');
    expect(mail.html).toContain('>Add to Google Wallet</a>');
  });

  it('give merchandise no wallet buttons', async () => {
    const merch = `shirt-${Date.now()}`;
    await t.database.db.insert(ticketItems).values({
      id: merch,
      type: 'merch',
      name: 'Chapter shirt',
      memberPriceCents: 1000,
      nonMemberPriceCents: 1000,
      salesOpenAt: new Date(Date.now() - 60_000),
    });
    await t.database.db.transaction((tx) => addItemVariantsWhereMissing(tx));
    const checkout = await t.request({
      method: 'POST',
      url: `/api/v1/store/${merch}/checkout`,
      payload: { email: 'shirt.buyer@example.com', quantity: 1 },
    });
    expect((await payLocal(checkout.json().checkoutUrl)).statusCode).toBe(200);
    const mail = await emailTo('shirt.buyer@example.com');
    expect(mail.text).toContain('Thank you for your order of Chapter shirt.');
    expect(mail.text).not.toContain('Add to');
    expect(mail.html).not.toContain('Add to');
  });

  it("give a new member's confirmation the card's buttons", async () => {
    const checkout = await t.request({
      method: 'POST',
      url: '/api/v1/membership/checkout',
      payload: { netId: 'wallet1' },
    });
    expect((await payLocal(checkout.json().url)).statusCode).toBe(200);
    const mail = await emailTo('wallet1@illinois.edu');
    expect(mail.text).toContain('Your NetID wallet1 is now a paid member of ACM @ UIUC.');
    expect(mail.text).toContain('Add to Apple Wallet: http://localhost:8080/home');
    const jwt = await verifiedSaveJwt(googleLinkOf(mail.text!)!, dataDir);
    expect(jwt.payload.genericObjects![0]!.barcode!.value).toBe(
      JSON.stringify({ type: 'membership', net_id: 'wallet1' }),
    );
  });
});
