import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { itemIdParams, storeCheckoutRequest, storeCheckoutResponse, storeItemSchema } from '@cp/contracts/tickets';
import { errorResponses } from '../../plugins/schemas';
import { isPaidMember } from '../memberships';
import { getStoreItem, startCheckout, type StoreDeps } from './store';
import { personOf } from '../store';

const tags = ['tickets'];

/** The public store (/api/v1/store): an item's page and its checkout, open to visitors. */
export async function storeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const storeDeps: StoreDeps = {
    db,
    payments: app.payments,
    isPaidMember: (netId) => isPaidMember(db, netId),
    emailDomain: app.config.EMAIL_DOMAIN,
    publicUrl: app.config.publicUrl,
    holdLimits: {
      perBuyer: app.config.CHECKOUT_HOLD_MAX_PER_BUYER,
      perAddress: app.config.CHECKOUT_HOLD_MAX_PER_ADDRESS,
    },
  };

  app.get(
    '/:itemId',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'An item on sale',
        params: itemIdParams,
        response: { 200: storeItemSchema, ...errorResponses },
      },
    },
    async (request) => getStoreItem(db, request.params.itemId),
  );

  app.post(
    '/:itemId/checkout',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'Start paying for an item (tickets are held until the checkout expires)',
        params: itemIdParams,
        body: storeCheckoutRequest,
        response: { 200: storeCheckoutResponse, ...errorResponses },
      },
    },
    async (request) => {
      const actor = await request.resolveActor();
      return startCheckout(storeDeps, request.params.itemId, request.body, {
        actor: actor?.username,
        buyer: personOf(actor),
        clientAddress: request.ip,
        requestId: request.id,
      });
    },
  );
}
