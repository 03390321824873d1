import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostedPaymentLinks } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { StripeStub } from '../../test/stripe-stub';
import { stripeExpiresAt } from './stripe-provider';
import { useStripeApp } from './stripe-test-setup';

const app = useStripeApp();
let t: TestApp;
let stub: StripeStub;
beforeAll(() => {
  ({ t, stub } = app.state);
});

describe('the Stripe provider', () => {
  it('creates a product, a price in cents and a payment link, each with an idempotency key', async () => {
    const link = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-1',
      amountCents: 1234,
      metadata: { purpose: 'test', invoiceId: 'INV-1' },
      idempotencyKey: 'create-1',
    });
    expect(t.app.payments.kind).toBe('stripe');
    expect(link.url).toMatch(/^https:\/\/buy\.stripe\.com\//);
    const [product, price, created] = stub.calls.slice(-3);
    expect(product).toMatchObject({ path: '/v1/products', idempotencyKey: 'product:create-1' });
    expect(product!.params).toMatchObject({ name: 'Invoice INV-1', 'metadata[purpose]': 'test' });
    expect(price).toMatchObject({ path: '/v1/prices', idempotencyKey: 'price:create-1' });
    expect(price!.params).toMatchObject({
      unit_amount: '1234',
      currency: 'usd',
      product: expect.stringMatching(/^prod_/),
    });
    expect(created).toMatchObject({ path: '/v1/payment_links', idempotencyKey: 'link:create-1' });
    expect(created!.params).toMatchObject({
      'line_items[0][price]': expect.stringMatching(/^price_/),
      'line_items[0][quantity]': '1',
      'metadata[purpose]': 'test',
      'metadata[invoiceId]': 'INV-1',
      'payment_intent_data[metadata][invoiceId]': 'INV-1',
    });
    // A retry with the same key gets the same link (Stripe replays; we keep one row).
    const again = await t.app.payments.createPaymentLink({
      name: 'Invoice INV-1',
      amountCents: 1234,
      metadata: { purpose: 'test', invoiceId: 'INV-1' },
      idempotencyKey: 'create-1',
    });
    expect(again.id).toBe(link.id);

    await t.app.payments.deactivatePaymentLink(link.id);
    expect(stub.calls.at(-1)).toMatchObject({ path: `/v1/payment_links/${link.id}`, params: { active: 'false' } });
    const [row] = await t.database.db.select().from(hostedPaymentLinks).where(eq(hostedPaymentLinks.id, link.id));
    expect(row!.active).toBe(false);
  });

  it('creates Checkout sessions and refunds in cents, with metadata and idempotency keys', async () => {
    const session = await t.app.payments.createCheckoutSession({
      lineItems: [{ name: 'T-shirt', unitAmountCents: 1500, quantity: 2 }],
      customerEmail: 'buyer@example.com',
      metadata: { purpose: 'test', itemId: 'shirt' },
      successUrl: 'http://localhost:8080/ok',
      cancelUrl: 'http://localhost:8080/cancel',
      idempotencyKey: 'order-7',
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout:order-7',
      params: {
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '1500',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][product_data][name]': 'T-shirt',
        'line_items[0][quantity]': '2',
        customer_email: 'buyer@example.com',
        'metadata[purpose]': 'test',
        'metadata[itemId]': 'shirt',
        'payment_intent_data[metadata][itemId]': 'shirt',
        success_url: 'http://localhost:8080/ok',
      },
    });
    await t.app.payments.refund({ paymentIntentId: 'pi_123', amountCents: 500, idempotencyKey: 'refund-1' });
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund:refund-1',
      params: { payment_intent: 'pi_123', amount: '500' },
    });
  });

  it('ends a session when its hold ends, never sooner than Stripe takes (30 minutes ahead)', async () => {
    const now = Date.now();
    const holdEnds = new Date(now + 35 * 60_000);
    await t.app.payments.createCheckoutSession({
      lineItems: [{ name: 'Hoodie', unitAmountCents: 9000, quantity: 1 }],
      metadata: { purpose: 'test' },
      successUrl: 'http://localhost:8080/ok',
      cancelUrl: 'http://localhost:8080/cancel',
      expiresAt: holdEnds,
      idempotencyKey: 'held-35',
    });
    expect(stub.calls.at(-1)!.params.expires_at).toBe(String(Math.floor(holdEnds.getTime() / 1000)));
    // A hold ending sooner than Stripe allows (a slow call) ends the session at Stripe's earliest.
    expect(stripeExpiresAt(new Date(now + 10 * 60_000), now)).toBe(Math.floor((now + 31 * 60_000) / 1000));
    expect(stripeExpiresAt(new Date(now + 48 * 3_600_000), now)).toBe(Math.floor((now + 24 * 3_600_000) / 1000));
  });

  it('refuses less than $0.50 before calling Stripe', async () => {
    const before = stub.calls.length;
    await expect(
      t.app.payments.createPaymentLink({
        name: 'x',
        amountCents: 49,
        metadata: { purpose: 'test' },
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('Amount must be at least $0.50');
    expect(stub.calls.length).toBe(before);
  });
});
