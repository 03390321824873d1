import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { auditLog, localCheckouts, paymentLinks, storeOrders } from '../db/schema';
import { addProduct, nextAddress, stockOf } from '../modules/store/checkout-test-support';
import { addTicketItem, itemOrders } from '../modules/tickets/test-support';
import { createTestApp, demo, openTestDatabase, type TestApp } from './harness';
import { testConfig } from './config';
import { localId } from '../plugins/payments/local-provider';

// A production server as an operator starts it with the bundled sign-in and no Stripe keys
// (decision 0036): nothing can be bought, and every way to pay says why.
const production = { NODE_ENV: 'production', ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true' };
const notSetUp = {
  error: true,
  id: 130,
  name: 'ServiceUnavailableError',
  message: 'Payments are not set up on this portal.',
};

describe('payments mode', () => {
  it('is Stripe with its keys, the local checkout outside production or with its flag, and off otherwise', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...production, ...stripe }).paymentsMode).toBe('stripe');
    expect(loadConfig({}).paymentsMode).toBe('local');
    expect(loadConfig(production).paymentsMode).toBe('off');
    expect(loadConfig({ ...production, ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: 'true' }).paymentsMode).toBe('local');
    expect(() => loadConfig({ ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: 'yes' })).toThrow(
      /ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION/,
    );
  });
});

describe('a production server without Stripe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;

  it('says so in readyz (still ready: everything else works) and in the public client config', async () => {
    const ready = await t.request({ method: 'GET', url: '/api/v1/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', payments: 'off' });
    expect((await t.request({ method: 'GET', url: '/api/v1/clientConfig' })).json()).toMatchObject({ payments: 'off' });
  });

  it('refuses a store checkout with 503 before it holds or records anything', async () => {
    const product = await addProduct(db(), { variants: [{ name: 'One', inventory: 5, priceCents: 9000 }] });
    const orders = (await db().select().from(storeOrders)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/store/checkout',
      remoteAddress: nextAddress(),
      payload: {
        email: 'buyer@example.com',
        items: [{ productId: product.productId, variantId: product.variantIds[0], quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notSetUp);
    expect((await db().select().from(storeOrders)).length).toBe(orders);
    expect((await stockOf(db(), product.productId)).variants).toEqual([{ reserved: 0, sold: 0 }]);
  });

  it('refuses a ticket checkout with 503 and holds no ticket', async () => {
    const itemId = await addTicketItem(db(), { capacity: 5 });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/store/${itemId}/checkout`,
      remoteAddress: nextAddress(),
      payload: { email: 'fan@example.com', quantity: 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notSetUp);
    expect(await itemOrders(db(), itemId)).toEqual([]);
  });

  it('refuses a payment link and a membership payment with 503', async () => {
    const link = await t.request({
      method: 'POST',
      url: '/api/v1/stripe/paymentLinks',
      as: demo.treasurer,
      payload: { invoiceId: 'INV-OFF', invoiceAmountUsd: 9000, contactName: 'C', contactEmail: 'c@example.com' },
    });
    expect(link.statusCode).toBe(503);
    expect(link.json()).toEqual(notSetUp);
    expect(await db().select().from(paymentLinks).where(eq(paymentLinks.invoiceId, 'INV-OFF'))).toEqual([]);
    const fee = await t.request({ method: 'POST', url: '/api/v1/membership/checkout', payload: { netId: 'offnet1' } });
    expect(fee.statusCode).toBe(503);
    expect(fee.json()).toEqual(notSetUp);
  });

  it('never pays a local checkout session left from before', async () => {
    const id = localId('cs');
    await db()
      .insert(localCheckouts)
      .values({
        id,
        idempotencyKey: `left-${id}`,
        lineItems: [{ name: 'Hoodie', unitAmountCents: 9000, quantity: 1 }],
        amountTotalCents: 9000,
        metadata: { purpose: 'store-order', orderId: 'ord_none' },
        successUrl: 'http://localhost:8080/store/cart',
        cancelUrl: 'http://localhost:8080/store/cart',
      });
    const res = await t.request({ method: 'POST', url: `/api/v1/payments/local/checkouts/${id}/pay` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notSetUp);
    const [row] = await db().select().from(localCheckouts).where(eq(localCheckouts.id, id));
    expect(row!.status).toBe('open');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.message} like ${'%paid%'} and ${auditLog.createdAt} > now() - interval '1 minute'`);
    expect(audits).toEqual([]);
  });
});

describe('the start-up log', () => {
  const startAndRead = async (overrides: Record<string, string>) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database: Database = await openTestDatabase();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...overrides }), { database, logStream: stream });
    await app.ready();
    await app.close();
    await database.close();
    return lines.join('');
  };

  it('says that nothing can be bought, or that the local checkout moves no money', async () => {
    expect(await startAndRead(production)).toContain('Payments are not set up on this portal');
    const local = await startAndRead({ ...production, ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: 'true' });
    expect(local).toContain('The local test checkout is on in production: its payments move no money.');
    expect(local).not.toContain('Payments are not set up');
  });
});

describe('a production server with ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...production, ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION: 'true' });
  });
  afterAll(async () => t.close());

  it('sells through the local test checkout and readyz says it is the local one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/readyz' })).json()).toEqual({
      status: 'ready',
      payments: 'local',
    });
    const product = await addProduct(t.database.db, { variants: [{ name: 'One', inventory: 5 }] });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/store/checkout',
      remoteAddress: nextAddress(),
      payload: {
        email: 'buyer@example.com',
        items: [{ productId: product.productId, variantId: product.variantIds[0], quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().checkoutUrl).toMatch(/\/checkout\/cs_local_/);
  });
});
