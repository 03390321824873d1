import Stripe from 'stripe';
import { createTestApp, type TestApp } from './harness';
import { startStripeStub } from './stripe-stub';

/** The webhook secret the Stripe tests configure, and an SDK that signs with it as Stripe does. */
export const webhookSecret = 'whsec_test_secret';
const sdk = new Stripe('sk_test_signing_only');

/** A Checkout session event as Stripe delivers it: a paid $12.34 session unless `session` says otherwise. */
export function sessionEvent(eventId: string, type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 1234,
        currency: 'usd',
        payment_link: null,
        payment_intent: `pi_${eventId}`,
        customer_details: { email: 'payer@example.com', name: 'Pat Payer' },
        metadata: {},
        ...session,
      },
    },
  });
}

export const signed = (payload: string) => sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

/** Delivers a payload to the webhook, signed unless another signature is given. */
export const deliverTo = (t: TestApp, payload: string, signature = signed(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' },
    payload,
  });

/** The app configured for Stripe, talking to a local Stripe stub. */
export async function createStripeTestApp(overrides: Record<string, string> = {}) {
  const stub = await startStripeStub();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stub.url,
    ...overrides,
  });
  return {
    t,
    stub,
    async close() {
      await t.close();
      await stub.close();
    },
  };
}
