import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ticketCheckInBody,
  checkInResponse,
  eventIdParams,
  itemIdParams,
  listItemsResponse,
  listSalesQuery,
  listSalesResponse,
  saveItemRequest,
  setSalesRequest,
  ticketItemSchema,
  ticketListRoles,
  ticketManagerRoles,
  ticketScannerRoles,
} from '@cp/contracts/tickets';
import { errorResponses } from '../../plugins/schemas';
import { ticketPaymentPurpose } from './apply-payment';
import { checkIn } from './check-in';
import { ticketOfUin } from './uin-check-in';
import { listSales, listTicketItems } from './list';
import { createItem, setSales, updateItem } from './save-item';
import { actingOf } from '../../plugins/auth';
import { addDoorRoutes } from './door-routes';

const tags = ['tickets'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

const keyPolicies = { none: 'no key policy kind covers tickets' };

/** Ticketed events and merchandise (/api/v1/tickets): items, sales and check-in. */
export async function ticketRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // The payments service calls these from its webhook (or the local checkout's Pay button).
  const deps = {
    payments: () => app.payments,
    mailer: () => app.mailer,
    wallet: app.config,
    publicUrl: app.config.publicUrl,
  };
  for (const purpose of ['ticket', 'merch']) app.paymentHandlers.register(purpose, ticketPaymentPurpose(deps));

  app.get(
    '',
    {
      config: { roles: ticketListRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Ticketed events and merchandise',
        response: { 200: listItemsResponse, ...errorResponses },
      },
    },
    async () => listTicketItems(db),
  );

  app.post(
    '/items',
    {
      config: { roles: ticketManagerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Create an item',
        body: saveItemRequest,
        response: { 201: ticketItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createItem(db, actingOf(request), request.body)),
  );

  app.put(
    '/items/:itemId',
    {
      config: { roles: ticketManagerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Edit an item',
        params: itemIdParams,
        body: saveItemRequest,
        response: { 200: ticketItemSchema, ...errorResponses },
      },
    },
    async (request) => updateItem(db, actingOf(request), request.params.itemId, request.body),
  );

  app.patch(
    '/:itemId',
    {
      config: { roles: ticketManagerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Turn sales on, off, or on from a date',
        params: itemIdParams,
        body: setSalesRequest,
        response: { 200: ticketItemSchema, ...errorResponses },
      },
    },
    async (request) => setSales(db, actingOf(request), request.params.itemId, request.body),
  );

  app.get(
    '/:eventId',
    {
      config: { roles: ticketManagerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Purchases of one item',
        params: eventIdParams,
        querystring: listSalesQuery,
        response: { 200: listSalesResponse, ...errorResponses },
      },
    },
    async (request) => listSales(db, request.params.eventId, request.query),
  );

  app.post(
    '/checkIn',
    {
      // No per-IP limit: every scanner at a door shares one address, ticket ids cannot be
      // guessed (128 random bits), and the limit's shared counter row serialised the door.
      config: { roles: ticketScannerRoles, rateLimit: false, keyPolicies },
      schema: {
        tags,
        summary: 'Admit a ticket or hand out merchandise, exactly once (Idempotency-Key retries get the first answer)',
        headers: idempotencyHeaders,
        body: ticketCheckInBody,
        response: { 200: checkInResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const input = 'uin' in body ? await ticketOfUin(db, app.config.UIN_SECRET, body) : body;
      return checkIn(db, actingOf(request), input, request.headers['idempotency-key']);
    },
  );

  addDoorRoutes(base);
}
