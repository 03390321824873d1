import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { auditLog, events, mailOutbox, paidMembers, storeOrderLines, storeOrders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { pngPixels } from '../../test/png-pixels';
import {
  addProduct,
  addPromoCode,
  checkout,
  nextAddress,
  payLocal,
  promoCounts,
  sentEmails,
  stockOf,
} from './checkout-test-support';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-store-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const line = (productId: string, variantId: string, quantity = 1) => ({ productId, variantId, quantity });
const orderRow = async (id: string) => (await db().select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;

async function addEvent(startsInMs: number) {
  const [event] = await db()
    .insert(events)
    .values({
      title: 'Spring Formal',
      description: 'A night out.',
      startsAt: new Date(Date.now() + startsInMs),
      location: 'Illini Union Ballroom',
      host: 'A01',
    })
    .returning({ id: events.id });
  return event!.id;
}

it('sells a three-line cart through the local checkout and emails every line, the event and the QR', async () => {
  const shirt = await addProduct(db(), {
    variants: [
      { name: 'S', inventory: 5 },
      { name: 'M', inventory: 5 },
    ],
    additionalEmailText: 'Pick up at the ACM office.',
  });
  const formal = await addProduct(db(), {
    capacity: 50,
    variants: [{ name: 'General' }],
    eventId: await addEvent(86_400_000),
  });
  const res = await checkout(t, {
    email: 'Buyer@Example.com',
    items: [
      line(shirt.productId, shirt.variantIds[0]!, 2),
      line(shirt.productId, shirt.variantIds[1]!),
      line(formal.productId, formal.variantIds[0]!),
    ],
  });
  expect(res.statusCode).toBe(201);
  const { orderId, checkoutUrl, expiresAt } = res.json();
  expect(orderId).toMatch(/^ord_[0-9a-f]{32}$/);
  expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 34 * 60);
  expect(await stockOf(db(), shirt.productId)).toEqual({
    product: { reserved: 3, sold: 0 },
    variants: [
      { reserved: 2, sold: 0 },
      { reserved: 1, sold: 0 },
    ],
  });
  const session = await t.request({
    method: 'GET',
    url: `/api/v1/payments/local/checkouts/${new URL(checkoutUrl).pathname.split('/').pop()}`,
  });
  expect(session.json().amountTotalCents).toBe(4 * 1500);

  const paid = await payLocal(t, checkoutUrl);
  expect(paid.json().redirectTo).toBe(`http://localhost:8080/store/cart?order=${orderId}&paid=1`);
  expect(await orderRow(orderId)).toMatchObject({ status: 'paid', email: 'buyer@example.com', totalCents: 6000 });
  expect((await stockOf(db(), shirt.productId)).product).toEqual({ reserved: 3, sold: 3 });

  const email = (await sentEmails(t, dataDir)).find((e) => e.text?.includes(orderId))!;
  expect(email.to?.[0]?.address).toBe('buyer@example.com');
  expect(email.text).toContain(`Product ${shirt.productId} (S) × 2: $30.00`);
  expect(email.text).toContain(`Product ${shirt.productId} (M) × 1: $15.00`);
  expect(email.text).toContain(`Product ${formal.productId} × 1: $15.00`);
  expect(email.text).toContain('Spring Formal: ');
  expect(email.text).toContain('Illini Union Ballroom');
  expect(email.text).toContain('Pick up at the ACM office.');
  expect(email.text).toContain('Total paid: $60.00');
  expect(email.attachments).toEqual([
    expect.objectContaining({ mimeType: 'image/png', contentId: '<order-qr>', disposition: 'inline' }),
  ]);
  // In the order written (rows come back in any order without one; the audit chain rewrites them).
  const audits = await db().select().from(auditLog).where(eq(auditLog.target, orderId)).orderBy(asc(auditLog.id));
  expect(audits.map((a) => [a.module, a.actor])).toEqual([
    ['store', 'visitor'],
    ['store', 'local-payments'],
  ]);
});

it('queues the confirmation with its QR as text in the payment, and sends it once with the QR drawn', async () => {
  const pin = await addProduct(db(), { variants: [{ name: 'General', inventory: 5 }] });
  const started = await checkout(t, { email: 'qr@example.com', items: [line(pin.productId, pin.variantIds[0]!)] });
  const { orderId, checkoutUrl } = started.json();
  expect((await payLocal(t, checkoutUrl)).statusCode).toBe(200);
  // The payment's transaction (which holds the stock rows) wrote the QR's text, not its picture.
  const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'qr@example.com'));
  expect(queued.map((row) => row.message.attachments)).toEqual([
    [
      {
        filename: 'order-qr.png',
        contentType: 'image/png',
        content: '',
        cid: 'order-qr',
        qr: { text: orderId, width: 320 },
      },
    ],
  ]);
  const sentTo = async () => (await sentEmails(t, dataDir)).filter((e) => e.to?.[0]?.address === 'qr@example.com');
  const [email] = await sentTo();
  // qrcode's own picture of the order id, pixel for pixel, written as an 8-bit greyscale PNG
  // (colour type 0, IHDR's tenth byte; decision 0073), smaller than qrcode's RGBA one.
  const sent = Buffer.from(email!.attachments[0]!.content as ArrayBuffer);
  const drawn = await QRCode.toBuffer(orderId, { errorCorrectionLevel: 'M', width: 320 });
  const pixels = (png: Buffer) => Buffer.from(pngPixels(png).data).toString('base64');
  expect(pixels(sent)).toBe(pixels(drawn));
  expect(sent[25]).toBe(0);
  expect(sent.length).toBeLessThan(drawn.length);
  expect(await sentTo()).toHaveLength(1);
});

it('refuses the whole cart, naming the line, when one line cannot be had, and holds nothing', async () => {
  const shirt = await addProduct(db(), {
    variants: [
      { name: 'S', inventory: 5 },
      { name: 'L', inventory: 1, sold: 1 },
    ],
  });
  const closed = await addProduct(db(), { variants: [{ name: 'General' }], salesOpenAt: null });
  const started = await addProduct(db(), { variants: [{ name: 'General' }], eventId: await addEvent(-60_000) });
  const total = await addProduct(db(), { capacity: 3, sold: 1, variants: [{ name: 'Red' }, { name: 'Blue' }] });
  const cart = (extra: ReturnType<typeof line>) => ({
    email: 'refused@example.com',
    items: [line(shirt.productId, shirt.variantIds[0]!, 2), extra],
  });
  const refusals = [
    [line(shirt.productId, shirt.variantIds[1]!), storeMessages.notEnough(`Product ${shirt.productId} (L)`, 0)],
    [line(closed.productId, closed.variantIds[0]!), storeMessages.notOnSale(`Product ${closed.productId} (General)`)],
    [
      line(started.productId, started.variantIds[0]!),
      storeMessages.notOnSale(`Product ${started.productId} (General)`),
    ],
    [line(total.productId, total.variantIds[1]!, 3), storeMessages.notEnough(`Product ${total.productId} (Blue)`, 2)],
    [line(closed.productId, shirt.variantIds[0]!), storeMessages.unknownLine],
  ] as const;
  for (const [extra, message] of refusals) {
    const res = await checkout(t, cart(extra));
    expect(res.json()).toMatchObject({ name: 'ResourceConflictError', message });
  }
  expect(await stockOf(db(), shirt.productId)).toEqual({
    product: { reserved: 0, sold: 0 },
    variants: [
      { reserved: 0, sold: 0 },
      { reserved: 1, sold: 1 },
    ],
  });
  expect((await stockOf(db(), total.productId)).product).toEqual({ reserved: 1, sold: 1 });
});

it("counts a per-person limit across the buyer's orders", async () => {
  const hat = await addProduct(db(), {
    variants: [{ name: 'Red' }, { name: 'Blue' }],
    limit: { type: 'PER_PRODUCT', max: 3 },
  });
  const items = (n: number) => [line(hat.productId, hat.variantIds[0]!, n), line(hat.productId, hat.variantIds[1]!)];
  expect((await checkout(t, { email: 'fan@example.com', items: items(1) })).statusCode).toBe(201);
  const over = await checkout(t, { email: 'fan@example.com', items: items(1) });
  expect(over.json()).toMatchObject({
    name: 'ResourceConflictError',
    message: storeMessages.overLimit(`Product ${hat.productId} (Red)`, 3),
  });
  expect(
    (await checkout(t, { email: 'fan@example.com', items: [line(hat.productId, hat.variantIds[0]!)] })).statusCode,
  ).toBe(201);
  expect((await checkout(t, { email: 'other@example.com', items: items(2) })).statusCode).toBe(201);
});

it('charges the member price only to a signed-in paid member, never for a typed NetID and email', async () => {
  const pin = await addProduct(db(), { variants: [{ name: 'General', priceCents: 800, memberPriceCents: 500 }] });
  await db().insert(paidMembers).values({ netId: 'pdstore', source: 'import' });
  const totalOf = async (payload: Record<string, unknown>, as?: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/store/checkout',
      payload: { ...payload, items: [line(pin.productId, pin.variantIds[0]!, 2)] },
      remoteAddress: nextAddress(),
      ...(as ? { as } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await orderRow(res.json().orderId)).totalCents;
  };
  expect(await totalOf({ email: 'pdstore@illinois.edu' }, 'pdstore@illinois.edu')).toBe(1000);
  // Signed out, a paid member's NetID and email are only typed: anyone could type them.
  expect(await totalOf({ email: 'pdstore@illinois.edu', netId: 'PDStore' })).toBe(1600);
  expect(await totalOf({ email: 'someone@illinois.edu', netId: 'pdstore' }, 'someone@illinois.edu')).toBe(1600);
  expect(await totalOf({ email: 'nopaid@illinois.edu', netId: 'nopaid' }, 'nopaid@illinois.edu')).toBe(1600);
});

it('applies promo codes: percent per line, an amount shared in proportion, 400 when invalid or not applicable', async () => {
  const mug = await addProduct(db(), { variants: [{ name: 'General', priceCents: 1000 }] });
  const cap = await addProduct(db(), { variants: [{ name: 'General', priceCents: 2000 }] });
  const items = [line(mug.productId, mug.variantIds[0]!, 1), line(cap.productId, cap.variantIds[0]!, 1)];
  const tenOff = await addPromoCode(db(), { amountOffCents: 1000 });
  const halfMugs = await addPromoCode(db(), { percentOff: 50, productIds: [mug.productId] });
  const orderOf = async (promoCode: string) => {
    const res = await checkout(t, { email: 'saver@example.com', items, promoCode: promoCode.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const lines = await db().select().from(storeOrderLines).where(eq(storeOrderLines.orderId, res.json().orderId));
    return {
      order: await orderRow(res.json().orderId),
      discounts: lines.map((l) => l.discountCents).sort((a, b) => a - b),
    };
  };
  expect(await orderOf(tenOff)).toMatchObject({
    order: { subtotalCents: 3000, discountCents: 1000, totalCents: 2000 },
    discounts: [334, 666],
  });
  expect(await orderOf(halfMugs)).toMatchObject({
    order: { discountCents: 500, totalCents: 2500 },
    discounts: [0, 500],
  });
  expect(await promoCounts(db(), tenOff)).toEqual({ uses: 0, held: 1 });

  const invalid = await checkout(t, { email: 'saver@example.com', items, promoCode: 'NOSUCHCODE' });
  expect(invalid.json()).toMatchObject({ name: 'ValidationError', message: storeMessages.promoInvalid });
  const elsewhere = await checkout(t, { email: 'saver@example.com', items: [items[1]!], promoCode: halfMugs });
  expect(elsewhere.json()).toMatchObject({ name: 'ValidationError', message: storeMessages.promoNotApplicable });
});

it('marks a free order (a 100% code) paid at once, without the provider, and emails it', async () => {
  const sticker = await addProduct(db(), { variants: [{ name: 'General', inventory: 10 }] });
  const free = await addPromoCode(db(), { percentOff: 100, maxUses: 1 });
  const res = await checkout(t, {
    email: 'lucky@example.com',
    items: [line(sticker.productId, sticker.variantIds[0]!, 3)],
    promoCode: free,
  });
  expect(res.statusCode).toBe(201);
  const { orderId, checkoutUrl } = res.json();
  expect(checkoutUrl).toBe(`http://localhost:8080/store/cart?order=${orderId}&paid=1`);
  expect(await orderRow(orderId)).toMatchObject({ status: 'paid', totalCents: 0 });
  expect(await stockOf(db(), sticker.productId)).toMatchObject({ variants: [{ reserved: 3, sold: 3 }] });
  expect(await promoCounts(db(), free)).toEqual({ uses: 1, held: 0 });
  expect((await sentEmails(t, dataDir)).some((e) => e.text?.includes(orderId))).toBe(true);
  const again = await checkout(t, {
    email: 'lucky@example.com',
    items: [line(sticker.productId, sticker.variantIds[0]!)],
    promoCode: free,
  });
  expect(again.json()).toMatchObject({ name: 'ResourceConflictError', message: storeMessages.promoUsedUp });
});

it('bounds what one buyer holds unpaid, and gives it back when the buyer cancels', async () => {
  const tee = await addProduct(db(), { variants: [{ name: 'General', inventory: 100 }] });
  const items = (n: number) => [line(tee.productId, tee.variantIds[0]!, n)];
  const held = await checkout(t, { email: 'hoarder@example.com', items: items(10) });
  expect(held.statusCode).toBe(201);
  const more = await checkout(t, { email: 'hoarder@example.com', items: items(1) });
  expect(more.json()).toMatchObject({
    name: 'ResourceConflictError',
    message: expect.stringMatching(/^hoarder@example\.com would hold 11 unpaid items/),
  });
  expect((await payLocal(t, held.json().checkoutUrl, 'cancel')).statusCode).toBe(200);
  expect(await orderRow(held.json().orderId)).toMatchObject({ status: 'released' });
  expect((await stockOf(db(), tee.productId)).product).toEqual({ reserved: 0, sold: 0 });
  expect((await checkout(t, { email: 'hoarder@example.com', items: items(1) })).statusCode).toBe(201);
});
