import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses } from '../schemas';
import { metrics } from '../../lib/metrics';
import { applyPaymentCompleted, runAfterCommit, type PaymentHandlerRegistry } from './apply-payment';
import { paymentFromSession } from './stripe-provider';

export interface WebhookOptions {
  stripe: Stripe | null;
  webhookSecret: string | null;
  handlers: PaymentHandlerRegistry;
}

const webhookResponse = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * POST /api/v1/stripe/webhook. Registered without fastify-plugin: the raw-body parser below
 * applies to this route only, because the signature is over the exact bytes Stripe sent.
 */
export async function stripeWebhookRoute(base: FastifyInstance, options: WebhookOptions): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  // Stripe delivers JSON; any other content type is refused with 415 like every other route.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/v1/stripe/webhook',
    {
      config: { roles: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Stripe's event deliveries (signed); each event id is applied once",
        response: { 200: webhookResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { stripe, webhookSecret } = options;
      if (!stripe || !webhookSecret) throw new AppError('NotSupportedError', 'Stripe is not configured.');
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw badRequest('Invalid Stripe signature.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
      } catch {
        metrics.webhooks.inc({ outcome: 'bad-signature' });
        throw badRequest('Invalid Stripe signature.');
      }
      if (event.type === 'checkout.session.expired') {
        // The buyer never paid: what the checkout held (tickets) goes back now, not at our own expiry.
        const metadata = { ...(event.data.object.metadata ?? {}) };
        await app.database.db.transaction((tx) => options.handlers.release(tx, metadata));
        metrics.webhooks.inc({ outcome: 'released' });
        return { received: true as const, outcome: 'released' };
      }
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
        metrics.webhooks.inc({ outcome: 'ignored' });
        return { received: true as const, outcome: 'ignored' };
      }
      const session = event.data.object;
      // A delayed method (bank debit) completes the session unpaid; its async_payment_succeeded
      // event carries the payment later.
      if (session.payment_status === 'unpaid') {
        metrics.webhooks.inc({ outcome: 'not-paid-yet' });
        return { received: true as const, outcome: 'not-paid-yet' };
      }
      const result = await app.database.db.transaction((tx) =>
        applyPaymentCompleted(tx, options.handlers, 'stripe', event.type, paymentFromSession(event.id, session)),
      );
      await runAfterCommit(result.afterCommit, (error) =>
        request.log.error({ err: error, eventId: event.id }, 'after-payment task failed'),
      );
      request.log.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'stripe event');
      metrics.webhooks.inc({ outcome: result.outcome });
      return { received: true as const, outcome: result.outcome };
    },
  );
}
