import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fetchUserOrdersQuery,
  fetchUserOrdersRequest,
  fetchUserOrdersResponse,
  fulfillRequest,
  listOrderLinesResponse,
  listOrdersResponse,
  orderIdParams,
  findOrdersQuery,
  orderSchema,
  productIdParams,
  refundRequest,
  storeManagerRoles,
  storePickupRoles,
} from '@cp/contracts/store';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { fulfillLines } from './fulfill';
import { fetchUserOrders, findPickupOrders, getOrder, listProductOrderLines } from './orders';
import { refundOrder } from './refund';
import { storeKeyPolicies as keyPolicies, storeTags as tags } from './admin-routes-common';

/** Orders: finding, reading and handing out at the pickup table (scanners too), refunds (managers). */
export async function storeAdminOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const pickup = { roles: storePickupRoles, keyPolicies };
  const manager = { roles: storeManagerRoles, keyPolicies };

  app.get(
    '/orders',
    {
      // The door volunteer finds the order of someone without their QR code.
      config: pickup,
      schema: {
        tags,
        summary: 'Orders paid at some time, by order number (or its start), part of the email, or part of the name',
        querystring: findOrdersQuery,
        response: { 200: listOrdersResponse, ...errorResponses },
      },
    },
    async (request) => findPickupOrders(db, request.query.q),
  );

  app.get(
    '/orders/:productId',
    {
      config: pickup,
      schema: {
        tags,
        summary: 'Every order line of one product',
        params: productIdParams,
        response: { 200: listOrderLinesResponse, ...errorResponses },
      },
    },
    async (request) => listProductOrderLines(db, request.params.productId),
  );

  app.get(
    '/order/:orderId',
    {
      config: pickup,
      schema: {
        tags,
        summary: 'One order with its lines',
        params: orderIdParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => getOrder(db, request.params.orderId),
  );

  app.post(
    '/orders/:orderId/refund',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Refund a paid order in full, putting its stock back when asked (once: a second refund is 409)',
        params: orderIdParams,
        body: refundRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const deps = { db, payments: app.payments, mailer: app.mailer };
      await refundOrder(deps, actingOf(request), request.params.orderId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/:orderId/fulfill',
    {
      config: pickup,
      schema: {
        tags,
        summary: 'Hand over lines of a paid order, all or none: a line handed over before is 409, naming who and when',
        params: orderIdParams,
        body: fulfillRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await fulfillLines(db, actingOf(request), request.params.orderId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/fetchUserOrders',
    {
      // POST, as the platform has it: a UIN stays out of addresses and their logs.
      config: pickup,
      schema: {
        tags,
        summary: "A person's orders, found by their UIN (404 when nobody holds it)",
        querystring: fetchUserOrdersQuery,
        body: fetchUserOrdersRequest,
        response: { 200: fetchUserOrdersResponse, ...errorResponses },
      },
    },
    async (request) => fetchUserOrders(db, app.config.UIN_SECRET, request.body.uin, request.query),
  );
}
