import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRequest, checkoutResponse } from '@cp/contracts/store';
import { forgetIdempotencyKeys } from '../../db/idempotent-requests';
import { errorResponses } from '../../plugins/schemas';
import { findEvent, localToInstant } from '../events';
import { listsHolding } from '../memberships';
import { orderPaymentPurpose, storeOrderPurpose } from './apply-order-payment';
import { personOf, type CheckoutDeps, type PromoAttempts } from './checkout';
import { checkoutKeyScope, checkoutOnce } from './idempotent-checkout';
import { releaseExpiredOrders } from './order-expiry';

const tags = ['store'];
/** One per checkout attempt from the cart, kept across its retries (decision 0066). */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** The wrong promo codes of this request's buyer: per signed-in user, else per address and typed email. */
function promoAttemptsOf(request: FastifyRequest, buyer: string | undefined, email: string): PromoAttempts {
  const who = buyer ? { username: buyer } : { guestEmail: email };
  return {
    retryAfter: () => request.server.wrongPromoCodes.retryAfter(request, who),
    recordWrong: () => request.server.wrongPromoCodes.record(request, who),
  };
}

/** The cart's one checkout (/api/v1/store/checkout). */
export async function storeCheckoutRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // The payments service calls this from its webhook (or the local checkout's Pay and Cancel).
  app.paymentHandlers.register(
    storeOrderPurpose,
    orderPaymentPurpose({ payments: () => app.payments, mailer: () => app.mailer, publicUrl: app.config.publicUrl }),
  );
  // Orders nobody pays give their stock back even if nobody checks out again.
  app.retentionTasks.push(async (database) => {
    await releaseExpiredOrders(database);
    // A retry comes within seconds or minutes; a day is Stripe's own keep for its keys.
    await forgetIdempotencyKeys(database, checkoutKeyScope, new Date(Date.now() - 86_400_000));
  });
  const deps: CheckoutDeps = {
    db,
    payments: app.payments,
    mailer: () => app.mailer,
    listsHolding: (netId, lists) => listsHolding(db, netId, lists),
    async eventStart(eventId) {
      const event = await findEvent(db, eventId);
      return event ? localToInstant(event.start) : null;
    },
    emailDomain: app.config.EMAIL_DOMAIN,
    publicUrl: app.config.publicUrl,
    holdLimits: {
      perBuyer: app.config.CHECKOUT_HOLD_MAX_PER_BUYER,
      perAddress: app.config.CHECKOUT_HOLD_MAX_PER_ADDRESS,
    },
  };

  app.post(
    '/checkout',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary:
          'Check out a cart (its stock and promo code are held until the order is paid or expires; an Idempotency-Key retry gets the first answer)',
        headers: idempotencyHeaders,
        body: checkoutRequest,
        response: { 201: checkoutResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = await request.resolveActor();
      const origin = {
        actor: actor?.username,
        buyer: personOf(actor),
        promoAttempts: promoAttemptsOf(request, personOf(actor), request.body.email),
        clientAddress: request.ip,
        requestId: request.id,
      };
      const started = await checkoutOnce(deps, request.body, origin, request.headers['idempotency-key']);
      return reply.status(201).send(started);
    },
  );
}
