import { createTestApp, type TestApp } from './harness';
import { startStripeStub } from './stripe-stub';

export { sessionEvent, signed, webhookSecret } from './stripe-signing';
import { signed, webhookSecret } from './stripe-signing';

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
