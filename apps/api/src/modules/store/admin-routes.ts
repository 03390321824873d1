import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPromoCodesResponse,
  promoCodeParams,
  promoCodeRequest,
  promoCodeSchema,
  storeManagerRoles,
} from '@cp/contracts/store';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { createPromoCode, deletePromoCode, listPromoCodes } from './promo-codes';
import { storeAdminOrderRoutes } from './admin-order-routes';
import { storeAdminProductRoutes } from './admin-product-routes';
import { storeKeyPolicies as keyPolicies, storeTags as tags } from './admin-routes-common';

/** The store's management (/api/v1/store/admin): products, promo codes, orders. */
export async function storeAdminRoutes(base: FastifyInstance) {
  await base.register(storeAdminProductRoutes);
  await base.register(storeAdminOrderRoutes);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { roles: storeManagerRoles, keyPolicies };

  app.get(
    '/promoCodes',
    {
      config,
      schema: { tags, summary: 'Every promo code', response: { 200: listPromoCodesResponse, ...errorResponses } },
    },
    async () => listPromoCodes(db),
  );

  app.post(
    '/promoCodes',
    {
      config,
      schema: {
        tags,
        summary: 'Create a promo code (an existing code is 409)',
        body: promoCodeRequest,
        response: { 201: promoCodeSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createPromoCode(db, actingOf(request), request.body)),
  );

  app.delete(
    '/promoCodes/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a promo code (open checkouts that hold it keep their discount)',
        params: promoCodeParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deletePromoCode(db, actingOf(request), request.params.code);
      return reply.status(204).send(null);
    },
  );
}
