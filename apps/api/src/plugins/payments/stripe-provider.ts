import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { hostedPaymentLinks } from '../../db/schema';
import { metrics } from '../../lib/metrics';
import { checkCheckoutRequest, checkPaymentLinkRequest } from './requests';
import type {
  CheckoutRequest,
  HostedPayment,
  PaymentCompleted,
  PaymentLinkRequest,
  Payments,
  RefundRequest,
} from './types';

export interface StripeOptions {
  secretKey: string;
  /** Another API address (a test stub); the SDK's own default otherwise. */
  apiUrl?: string;
}

export function createStripeClient(options: StripeOptions): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe accepts `expires_at` from 30 minutes to 24 hours after the session's creation. The hold
 * (35 minutes, decision 0036) ends inside that window; a minute more than Stripe's minimum covers
 * the clocks and the call's own time, so a late call ends the session a little after the hold
 * instead of failing (and the late payment is then checked like a new checkout).
 */
export function stripeExpiresAt(holdEnds: Date, now = Date.now()): number {
  const earliest = now + 31 * 60_000;
  const latest = now + 24 * 60 * 60_000;
  return Math.floor(Math.min(latest, Math.max(earliest, holdEnds.getTime())) / 1000);
}

/**
 * Stripe through the official SDK. Every create carries an idempotency key (derived per call
 * from the caller's), so a retry never makes a second product, price, link or session.
 */
export class StripePayments implements Payments {
  readonly kind = 'stripe' as const;

  constructor(
    readonly stripe: Stripe,
    private readonly db: Db,
  ) {}

  async createCheckoutSession(request: CheckoutRequest): Promise<HostedPayment> {
    checkCheckoutRequest(request);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: request.lineItems.map((item) => ({
          quantity: item.quantity,
          price_data: { currency: 'usd', unit_amount: item.unitAmountCents, product_data: { name: item.name } },
        })),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.expiresAt ? { expires_at: stripeExpiresAt(request.expiresAt) } : {}),
      },
      { idempotencyKey: `checkout:${request.idempotencyKey}` },
    );
    metrics.checkouts.inc({ stage: 'started' });
    return { id: session.id, url: session.url ?? '' };
  }

  async createPaymentLink(request: PaymentLinkRequest): Promise<HostedPayment> {
    checkPaymentLinkRequest(request);
    const key = request.idempotencyKey;
    const product = await this.stripe.products.create(
      { name: request.name, metadata: request.metadata },
      { idempotencyKey: `product:${key}` },
    );
    const price = await this.stripe.prices.create(
      { currency: 'usd', unit_amount: request.amountCents, product: product.id },
      { idempotencyKey: `price:${key}` },
    );
    const link = await this.stripe.paymentLinks.create(
      {
        line_items: [{ price: price.id, quantity: 1 }],
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
      },
      { idempotencyKey: `link:${key}` },
    );
    // Sessions created by the link arrive without its metadata: the webhook finds it here.
    await this.db
      .insert(hostedPaymentLinks)
      .values({
        id: link.id,
        provider: 'stripe',
        idempotencyKey: key,
        name: request.name,
        amountCents: request.amountCents,
        metadata: request.metadata,
        url: link.url,
      })
      .onConflictDoNothing();
    return { id: link.id, url: link.url };
  }

  async deactivatePaymentLink(id: string): Promise<void> {
    await this.stripe.paymentLinks.update(id, { active: false });
    await this.db.update(hostedPaymentLinks).set({ active: false }).where(eq(hostedPaymentLinks.id, id));
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentIntentId,
        ...(request.amountCents !== undefined ? { amount: request.amountCents } : {}),
        ...(request.metadata ? { metadata: request.metadata } : {}),
      },
      { idempotencyKey: `refund:${request.idempotencyKey}` },
    );
    return { id: refund.id };
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A paid Checkout session as the normalized event every handler receives. */
export function paymentFromSession(eventId: string, session: Stripe.Checkout.Session): PaymentCompleted {
  return {
    eventId,
    checkoutSessionId: session.id,
    paymentLinkId: idOf(session.payment_link),
    paymentIntentId: idOf(session.payment_intent) ?? '',
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    metadata: { ...(session.metadata ?? {}) },
    actor: 'stripe',
  };
}
