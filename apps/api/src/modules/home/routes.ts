import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doorConflictsWaitingResponse,
  myHomeMembership,
  myOrdersResponse,
  myTicketsResponse,
  myWaitingResponse,
  pickupWaitingResponse,
  waitingCardRoles,
} from '@cp/contracts/home';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { myMembership } from './my-membership';
import { myOrders } from './my-orders';
import { myTickets } from './my-tickets';
import { myWaiting } from './waiting';
import { doorConflictsWaitingList, pickupWaitingList } from './waiting-lists';

const tags = ['home'];
/** Every answer is about the signed-in caller only: an API key has no tickets, orders or home. */
const ownHome = { roles: 'signedIn', keyPolicies: { none: 'only about the caller' } } as const;
/** A card's own page: whoever sees the card (its roles), never an API key (it is the home's). */
const cardPage = (key: keyof typeof waitingCardRoles) =>
  ({ roles: waitingCardRoles[key], keyPolicies: { none: "the home's card page" } }) as const;

/** The home pages' data (issue: a member's and an officer's home), all of it the caller's own. */
export async function homeRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Personal answers: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/tickets',
    {
      config: ownHome,
      schema: {
        tags,
        summary:
          "The caller's upcoming tickets (by their email, bought signed in or not), RSVPs and the next public events",
        response: { 200: myTicketsResponse, ...errorResponses },
      },
    },
    async (request) => myTickets(db, app.config, actingOf(request)),
  );

  app.get(
    '/orders',
    {
      config: ownHome,
      schema: {
        tags,
        summary: "The caller's store orders (by their email), newest first, with the pickup QR's text",
        response: { 200: myOrdersResponse, ...errorResponses },
      },
    },
    async (request) => myOrders(db, actingOf(request)),
  );

  app.get(
    '/membership',
    {
      config: ownHome,
      schema: {
        tags,
        summary: "Whether the caller's NetID is a paid member, and where to pay when not",
        response: { 200: myHomeMembership, ...errorResponses },
      },
    },
    async (request) => myMembership(db, app.config, actingOf(request)),
  );

  app.get(
    '/waiting',
    {
      config: ownHome,
      schema: {
        tags,
        summary: 'What waits for the caller by their roles: a card per thing, counted in one statement',
        response: { 200: myWaitingResponse, ...errorResponses },
      },
    },
    async (request) => myWaiting(db, actingOf(request)),
  );

  app.get(
    '/waiting/merchPickup',
    {
      config: cardPage('merchPickup'),
      schema: {
        tags,
        summary: 'Each paid order and merchandise purchase not yet picked up: what the pickup card counts',
        response: { 200: pickupWaitingResponse, ...errorResponses },
      },
    },
    async () => pickupWaitingList(db),
  );

  app.get(
    '/waiting/doorConflicts',
    {
      config: cardPage('doorConflicts'),
      schema: {
        tags,
        summary: 'Each ticket admitted on two devices in the last week: what the door conflicts card counts',
        response: { 200: doorConflictsWaitingResponse, ...errorResponses },
      },
    },
    async () => doorConflictsWaitingList(db),
  );
}
