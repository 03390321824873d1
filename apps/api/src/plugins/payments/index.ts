import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentHandlerRegistry } from './apply-payment';
import { reconcileIntents } from './intents';
import { LocalPayments } from './local-provider';
import { localPaymentRoutes } from './local-routes';
import { createStripeClient, StripePayments } from './stripe-provider';
import { stripeWebhookRoute } from './webhook-route';
import type { Payments } from './types';
import { UnavailablePayments } from './unavailable';

/**
 * `app.payments` (Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the local
 * provider, but in production only with ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION; none at all otherwise), `app.paymentHandlers`, the webhook and the local provider's public API.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const handlers = new PaymentHandlerRegistry();
    const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = app.config;
    const stripe =
      secretKey && webhookSecret ? createStripeClient({ secretKey, apiUrl: app.config.STRIPE_API_URL }) : null;
    const mode = app.config.paymentsMode;
    const payments: Payments = stripe
      ? new StripePayments(stripe, db)
      : mode === 'local'
        ? new LocalPayments(db, app.config.publicUrl)
        : new UnavailablePayments();
    app.decorate('payments', payments);
    app.addHook('onReady', async () => {
      if (mode === 'off')
        app.log.warn(
          'Payments are not set up on this portal: without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION=true) nothing can be bought.',
        );
      else if (mode === 'local' && app.config.NODE_ENV === 'production')
        app.log.warn('The local test checkout is on in production: its payments move no money.');
    });
    // Payment links a request made at the provider but died before recording: deactivated at
    // start (before the first request) and with the hourly retention job.
    const reconcile = async () => {
      if (mode === 'off') return; // No provider holds anything to reconcile.
      const graceMs = app.config.PROVIDER_INTENT_GRACE_SECONDS * 1000;
      const count = await reconcileIntents({ db, payments }, graceMs).catch((err) => {
        app.log.error({ err }, 'reconciling payment link intents failed');
        return 0;
      });
      if (count > 0) app.log.warn({ count }, 'deactivated payment links the portal had not recorded');
    };
    app.addHook('onReady', reconcile);
    app.retentionTasks.push(reconcile);
    app.decorate('paymentHandlers', handlers);
    await app.register(stripeWebhookRoute, { stripe, webhookSecret: webhookSecret ?? null, handlers });
    await app.register(localPaymentRoutes, {
      deps: {
        db,
        handlers,
        available: mode !== 'off',
        onAfterCommitError: (error) => app.log.error({ err: error }, 'after-payment task failed'),
      },
    });
  },
  { name: 'payments' },
);
