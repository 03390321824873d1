import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessages } from '@cp/contracts/store';
import { paidMembers, storeOrders, storeVariants, ticketItems } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addProduct, nextAddress, payLocal, sentEmails } from './checkout-test-support';

// Who may buy what, and at which price (issue 41, points 2 and 3): the signed-in member's price and
// NetID come from the session, a product with several variants is never sold in one nobody chose,
// and a product marked verifiedIdentityRequired is sold only to someone signed in.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-store-buying-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.database.db.insert(paidMembers).values({ netId: 'bpaid1', source: 'import' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const line = (productId: string, variantId: string, quantity = 1) => ({ productId, variantId, quantity });
const orderRow = async (id: string) => (await db().select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;
const cartCheckout = (payload: Record<string, unknown>, as?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/store/checkout',
    payload,
    remoteAddress: nextAddress(),
    ...(as ? { as } : {}),
  });
const itemCheckout = (itemId: string, payload: Record<string, unknown>, as?: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/store/${itemId}/checkout`,
    payload,
    remoteAddress: nextAddress(),
    ...(as ? { as } : {}),
  });

describe('the signed-in member', () => {
  it('pays the member price and the order keeps the account NetID, whatever NetID was typed', async () => {
    const mug = await addProduct(db(), { variants: [{ name: 'General', priceCents: 900, memberPriceCents: 600 }] });
    const res = await cartCheckout(
      { email: 'receipts@example.com', netId: 'other1', items: [line(mug.productId, mug.variantIds[0]!, 3)] },
      'bpaid1@illinois.edu',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderRow(res.json().orderId)).toMatchObject({
      totalCents: 1800,
      netId: 'bpaid1',
      buyer: 'bpaid1@illinois.edu',
      email: 'receipts@example.com',
    });
    // The same cart signed out, with the member's NetID typed: the non-member price.
    const visitor = await cartCheckout({
      email: 'bpaid1@illinois.edu',
      netId: 'bpaid1',
      items: [line(mug.productId, mug.variantIds[0]!, 3)],
    });
    expect(await orderRow(visitor.json().orderId)).toMatchObject({ totalCents: 2700, buyer: null });
  });
});

describe('a product with several variants', () => {
  it('is refused (400) by the single-item checkout without a variant, and sold in the cart in the one chosen', async () => {
    const hoodie = await addProduct(db(), { variants: [{ name: 'Navy S' }, { name: 'Grey M' }] });
    const refused = await itemCheckout(hoodie.productId, { email: 'fan@example.com', quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      name: 'ValidationError',
      message: storeMessages.chooseVariantOf(`Product ${hoodie.productId}`),
    });
    expect(await db().select().from(storeOrders).where(eq(storeOrders.email, 'fan@example.com'))).toEqual([]);

    const noVariant = await cartCheckout({
      email: 'fan@example.com',
      items: [{ productId: hoodie.productId, quantity: 1 }],
    });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().message).toContain(storeMessages.chooseVariant);

    const chosen = await cartCheckout({
      email: 'fan@example.com',
      items: [line(hoodie.productId, hoodie.variantIds[1]!)],
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await payLocal(t, chosen.json().checkoutUrl)).statusCode).toBe(200);
    const mail = (await sentEmails(t, dataDir)).find((email) => email.text?.includes(chosen.json().orderId))!;
    expect(mail.text).toContain(`Product ${hoodie.productId} (Grey M) × 1`);
    expect(mail.text).toContain(`Order: ${chosen.json().orderId}`);
  });

  it('is sold by the single-item checkout when only one variant is on sale', async () => {
    const formal = await addProduct(db(), { variants: [{ name: 'Early bird' }, { name: 'General' }] });
    await db()
      .update(storeVariants)
      .set({ closeAt: new Date(Date.now() - 60_000) })
      .where(eq(storeVariants.id, formal.variantIds[0]!));
    const res = await itemCheckout(formal.productId, { email: 'late@example.com', quantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a product marked verifiedIdentityRequired', () => {
  it('is stored by the manager and shown to the store', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/store/admin/products',
      as: demo.admin,
      payload: {
        name: 'Members dinner',
        openAt: Math.floor(Date.now() / 1000) - 60,
        verifiedIdentityRequired: true,
        variants: [{ name: 'General', memberPriceCents: 0, nonmemberPriceCents: 500 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = await t.request({ method: 'GET', url: `/api/v1/store/products/${created.json().productId}` });
    expect(shown.json()).toMatchObject({ verifiedIdentityRequired: true });
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/v1/store/admin/products/${created.json().productId}`,
      as: demo.admin,
      payload: { verifiedIdentityRequired: false },
    });
    expect(edited.statusCode).toBe(204);
    const after = await t.request({ method: 'GET', url: `/api/v1/store/products/${created.json().productId}` });
    expect(after.json()).toMatchObject({ verifiedIdentityRequired: false });
  });

  it('refuses a signed-out buyer (401) in both checkouts and sells to a signed-in one', async () => {
    const dinner = await addProduct(db(), { variants: [{ name: 'General' }] });
    await db().update(ticketItems).set({ verifiedIdentityRequired: true }).where(eq(ticketItems.id, dinner.productId));
    const items = [line(dinner.productId, dinner.variantIds[0]!)];
    const signedOut = await cartCheckout({ email: 'guest@example.com', items });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({
      message: storeMessages.signInRequired(`Product ${dinner.productId}`),
    });
    const single = await itemCheckout(dinner.productId, { email: 'guest@example.com', quantity: 1 });
    expect(single.statusCode).toBe(401);
    const signedIn = await cartCheckout({ email: 'bpaid1@illinois.edu', items }, 'bpaid1@illinois.edu');
    expect(signedIn.statusCode, signedIn.body).toBe(201);
  });
});
