import { isPaidMember } from '../../lib/paid-members';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInRequest,
  checkInResponse,
  eventIdParams,
  itemIdParams,
  listItemsResponse,
  listSalesQuery,
  listSalesResponse,
  saveItemRequest,
  setSalesRequest,
  storeCheckoutRequest,
  storeCheckoutResponse,
  storeItemSchema,
  ticketItemSchema,
  ticketListRoles,
  ticketManagerRoles,
  ticketScannerRoles,
} from '@cp/contracts/tickets';
import { errorResponses } from '../../plugins/schemas';
import { ticketPaymentPurpose } from './apply-payment';
import { releaseAllExpiredCheckouts } from './checkout-repository';
import { checkIn } from './check-in';
import { listSales, listTicketItems } from './list';
import { createItem, setSales, updateItem } from './save-item';
import { getStoreItem, startCheckout, type StoreDeps } from './store';
import { actingOf } from '../../plugins/auth';

const tags = ['tickets'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** Ticketed events and merchandise: items, sales, check-in, and the public store. */
const keyPolicies = { none: 'no key policy kind covers tickets' };

export const ticketRoutes = fp(
  async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const db = app.database.db;
    // The payments service calls these from its webhook (or the local checkout's Pay button).
    const deps = { payments: () => app.payments, mailer: () => app.mailer };
    for (const purpose of ['ticket', 'merch']) app.paymentHandlers.register(purpose, ticketPaymentPurpose(deps));
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
    app.retentionTasks.push(releaseAllExpiredCheckouts);

    app.get(
      '/api/v1/tickets',
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
      '/api/v1/tickets/items',
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
      '/api/v1/tickets/items/:itemId',
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
      '/api/v1/tickets/:itemId',
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
      '/api/v1/tickets/:eventId',
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
      async (request) => listSales(db, request.params.eventId, request.query.type),
    );

    app.post(
      '/api/v1/tickets/checkIn',
      {
        // No per-IP limit: every scanner at a door shares one address, ticket ids cannot be
        // guessed (128 random bits), and the limit's shared counter row serialised the door.
        config: { roles: ticketScannerRoles, rateLimit: false, keyPolicies },
        schema: {
          tags,
          summary:
            'Admit a ticket or hand out merchandise, exactly once (Idempotency-Key retries get the first answer)',
          headers: idempotencyHeaders,
          body: checkInRequest,
          response: { 200: checkInResponse, ...errorResponses },
        },
      },
      async (request) => checkIn(db, actingOf(request), request.body, request.headers['idempotency-key']),
    );

    app.get(
      '/api/v1/store/:itemId',
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
      '/api/v1/store/:itemId/checkout',
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
      async (request) =>
        startCheckout(storeDeps, request.params.itemId, request.body, {
          actor: (await request.resolveActor())?.username,
          clientAddress: request.ip,
          requestId: request.id,
        }),
    );
  },
  { name: 'tickets' },
);
