import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fulfillRequest,
  listOrderLinesResponse,
  listOrdersResponse,
  orderIdParams,
  ordersByEmailQuery,
  orderSchema,
  productIdParams,
  refundRequest,
  storeManagerRoles,
  storePickupRoles,
} from '@cp/contracts/store';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { fulfillLines } from './fulfill';
import { getOrder, listPaidOrdersOf, listProductOrderLines } from './orders';
import { refundOrder } from './refund';
import { storeKeyPolicies as keyPolicies, storeTags as tags } from './admin-routes-common';

/** Orders: reading and handing out at the pickup table (scanners too), refunds and lookups (managers). */
export async function storeAdminOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const pickup = { roles: storePickupRoles, keyPolicies };
  const manager = { roles: storeManagerRoles, keyPolicies };

  app.get(
    '/orders',
    {
      config: manager,
      schema: {
        tags,
        summary: "A buyer's paid orders, by email",
        querystring: ordersByEmailQuery,
        response: { 200: listOrdersResponse, ...errorResponses },
      },
    },
    async (request) => listPaidOrdersOf(db, request.query.email),
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
        summary: 'Hand out lines of a paid order (lines handed out already stay as they were)',
        params: orderIdParams,
        body: fulfillRequest,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => fulfillLines(db, actingOf(request), request.params.orderId, request.body),
  );
}
