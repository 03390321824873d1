import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAnyRole } from '@cp/contracts';
import {
  createEventRequest,
  eventManagerRoles,
  eventIdParams,
  eventResponse,
  eventsPageResponse,
  getEventQuery,
  listEventsQuery,
  listEventsResponse,
  updateEventRequest,
} from '@cp/contracts/events';
import { AppError, notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { createEvent } from './create-event';
import { deleteEvent } from './delete-event';
import { feedCacheKey, feedMaxAgeSeconds, listEvents } from './event-feed';
import { listEventsPage } from './events-page';
import { cachedBody, sendCached, topicCache } from '../../lib/feed-cache';
import { findEventRow, toEventResponse } from './repository';
import { updateEvent } from './update-event';
import { eventsTopic } from './write-context';
import { actingOf } from '../../plugins/auth';

const tags = ['events'];

export async function eventRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps = { db, changes: app.changes, config: app.config };
  const cache = topicCache(app.changes, eventsTopic, feedMaxAgeSeconds * 1000);

  app.get(
    '',
    {
      // Served from memory: rate limiting would cost a database write per request on PostgreSQL.
      config: { roles: 'public', rateLimit: false },
      schema: {
        tags,
        summary:
          'The public event feed, filtered by host and featured (cached; ETag and If-None-Match); signed in, one page of the upcoming or previous events with page=',
        querystring: listEventsQuery,
        response: { 200: z.union([listEventsResponse, eventsPageResponse]), 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ts, page, pageSize, q, list, ...filter } = request.query;
      if (page !== undefined) {
        // Read from the database on every call (no feed cache): not offered to anonymous callers.
        if (!(await request.resolveActor()))
          throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
        reply.header('cache-control', 'no-store');
        return listEventsPage(db, filter, { page, pageSize, q, list });
      }
      // Signed-in editors pass ts to see their own change at once; anonymous ts cannot bust the cache.
      if (ts !== undefined && (await request.resolveActor())) {
        reply.header('cache-control', 'no-store');
        return listEvents(db, filter);
      }
      const build = async () => cachedBody(JSON.stringify(await listEvents(db, filter)));
      const cached = await cache.get(feedCacheKey(filter), build);
      return sendCached(request, reply, cached, 'application/json; charset=utf-8', feedMaxAgeSeconds);
    },
  );

  app.get(
    '/:eventId',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'One event; metadata with includeMetadata=true (needs EVENTS_MANAGER)',
        params: eventIdParams,
        querystring: getEventQuery,
        response: { 200: eventResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { includeMetadata } = request.query;
      if (includeMetadata) {
        const actor = await request.resolveActor();
        if (!actor) throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
        if (!hasAnyRole(actor.roles, eventManagerRoles))
          throw new AppError('ForbiddenError', 'Event metadata needs EVENTS_MANAGER.');
        reply.header('cache-control', 'no-store');
      }
      const row = await findEventRow(db, request.params.eventId);
      if (!row) throw notFound('Event not found.');
      return toEventResponse(row, includeMetadata);
    },
  );

  app.post(
    '',
    {
      config: { roles: eventManagerRoles, keyPolicies: ['EventsHostRestrictionPolicy'] },
      schema: {
        tags,
        summary: 'Create an event',
        body: createEventRequest,
        response: { 201: eventResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await createEvent(deps, actingOf(request), request.body);
      return reply.code(201).header('location', `/api/v1/events/${event.id}`).send(event);
    },
  );

  app.patch(
    '/:eventId',
    {
      config: { roles: eventManagerRoles, keyPolicies: ['EventsHostRestrictionPolicy'] },
      schema: {
        tags,
        summary: 'Edit an event: any subset of its fields, null clears an optional one',
        params: eventIdParams,
        body: updateEventRequest,
        response: { 200: eventResponse, ...errorResponses },
      },
    },
    async (request) => updateEvent(deps, actingOf(request), request.params.eventId, request.body),
  );

  app.delete(
    '/:eventId',
    {
      config: { roles: eventManagerRoles, keyPolicies: ['EventsHostRestrictionPolicy'] },
      schema: {
        tags,
        summary: 'Delete an event',
        params: eventIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteEvent(deps, actingOf(request), request.params.eventId);
      return reply.code(204).send(null);
    },
  );
}
