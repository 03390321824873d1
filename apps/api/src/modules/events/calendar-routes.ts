import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarParams } from '@cp/contracts/events';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { buildCalendar } from './calendar';
import { feedMaxAgeSeconds } from './event-feed';
import { cachedBody, type FeedCache, sendCached } from '../../lib/feed-cache';
import { listEventRows, organizationNames } from './repository';

const calendarType = 'text/calendar; charset=utf-8';
const allEventsCalendarName = 'All Events';
// Calendar clients (and browsers following a subscribe link) expect a file to save or import.
const calendarDisposition = 'attachment; filename="calendar.ics"';
const schema = (summary: string) => ({
  tags: ['events'],
  summary,
  response: { 200: z.string(), 304: z.null(), ...errorResponses },
});

/** GET /api/v1/ical and /api/v1/ical/{orgId}: iCalendar feeds, cached with the event feed. */
export function registerCalendarRoutes(base: FastifyInstance, cache: FeedCache) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const calendarFor = async (orgId?: string) => {
    const names = await organizationNames(db);
    const name = orgId ? names.get(orgId) : allEventsCalendarName;
    if (!name) throw notFound('Organization not found.');
    return cachedBody(buildCalendar(orgId ? `${name} Events` : name, await listEventRows(db, orgId), names));
  };

  app.get(
    '/api/v1/ical',
    { config: { roles: 'public', rateLimit: false }, schema: schema('All events as an iCalendar feed') },
    async (request, reply) => {
      const cached = await cache.get('ical:all', () => calendarFor());
      reply.header('content-disposition', calendarDisposition);
      return sendCached(request, reply, cached, calendarType, feedMaxAgeSeconds);
    },
  );

  app.get(
    '/api/v1/ical/:orgId',
    {
      config: { roles: 'public', rateLimit: false },
      schema: { ...schema("One host's events as an iCalendar feed"), params: calendarParams },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const cached = await cache.get(`ical:${orgId}`, () => calendarFor(orgId));
      reply.header('content-disposition', calendarDisposition);
      return sendCached(request, reply, cached, calendarType, feedMaxAgeSeconds);
    },
  );
}
