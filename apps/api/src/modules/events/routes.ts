import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { resolveHostIds, withHostName, withHostNames } from './host-names';
import { actingOf } from '../../plugins/auth';
import { addFastPath } from '../../plugins/fast-path';
import { feedFastPath } from './feed-fast-path';

const tags = ['events'];

/** Metadata is for those who manage events. */
async function assertMayReadMetadata(request: FastifyRequest): Promise<void> {
  const actor = await request.resolveActor();
  if (!actor) throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
  if (!hasAnyRole(actor.roles, eventManagerRoles))
    throw new AppError('ForbiddenError', 'Event metadata needs EVENTS_MANAGER.');
}

export async function eventRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps = { db, changes: app.changes, config: app.config };
  const cache = topicCache(app.changes, eventsTopic, feedMaxAgeSeconds * 1000);
  // The common feed (no query) once built: answered before Fastify (decision 0064).
  const { upcomingOnly, host, featured } = listEventsQuery.parse({});
  const feed = { path: '/api/v1/events', route: '/api/v1/events', maxAgeSeconds: feedMaxAgeSeconds };
  addFastPath(app, feedFastPath(app, { ...feed, cache, key: feedCacheKey({ upcomingOnly, host, featured }) }));

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
      const { ts, page, pageSize, q, list, includeMetadata, ...query } = request.query;
      // No host filter (the common feed) is no lookup, and no await.
      const filter = { ...query, host: query.host.length > 0 ? await resolveHostIds(db, query.host) : [] };
      if (page !== undefined) {
        // Read from the database on every call (no feed cache): not offered to anonymous callers.
        if (!(await request.resolveActor()))
          throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
        reply.header('cache-control', 'no-store');
        const found = await listEventsPage(db, filter, { page, pageSize, q, list });
        return { ...found, events: await withHostNames(db, found.events) };
      }
      if (includeMetadata) await assertMayReadMetadata(request);
      // Signed-in editors pass ts to see their own change at once; anonymous ts cannot bust the cache.
      if (includeMetadata || (ts !== undefined && (await request.resolveActor()))) {
        reply.header('cache-control', 'no-store');
        return withHostNames(db, await listEvents(db, filter, includeMetadata));
      }
      const build = async () => cachedBody(JSON.stringify(await withHostNames(db, await listEvents(db, filter))));
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
        await assertMayReadMetadata(request);
        reply.header('cache-control', 'no-store');
      }
      const row = await findEventRow(db, request.params.eventId);
      if (!row) throw notFound('Event not found.');
      return withHostName(db, toEventResponse(row, includeMetadata));
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
      const event = await withHostName(db, await createEvent(deps, actingOf(request), request.body));
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
        // 201, as the chapter platform answers an edit.
        response: { 201: eventResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await updateEvent(deps, actingOf(request), request.params.eventId, request.body);
      return reply.code(201).send(await withHostName(db, event));
    },
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
