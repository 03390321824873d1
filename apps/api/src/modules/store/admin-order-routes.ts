import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import { findPickupOrders, getOrder, listProductOrderLines } from './orders';
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
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) =>
      refundOrder(
        { db, payments: app.payments, mailer: app.mailer },
        actingOf(request),
        request.params.orderId,
        request.body,
      ),
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
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => fulfillLines(db, actingOf(request), request.params.orderId, request.body),
  );
}
