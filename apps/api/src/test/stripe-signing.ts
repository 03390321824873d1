import Stripe from 'stripe';

// Stripe's events as it signs and sends them, for the tests and the ticket drop's bench (which
// cannot load the test harness).

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
