import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarParams } from '@cp/contracts/events';
import { badRequest, notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { buildCalendar } from './calendar';
import { feedMaxAgeSeconds } from './event-feed';
import { cachedBody, sendCached, topicCache } from '../../lib/feed-cache';
import { findOrganizationId, organizationNames } from '../organizations';
import { listEventRows } from './repository';
import { eventsTopic } from './write-context';

const calendarType = 'text/calendar; charset=utf-8';
const allEventsCalendarName = 'All Events';
// Calendar clients (and browsers following a subscribe link) expect a file to save or import.
const calendarDisposition = 'attachment; filename="calendar.ics"';
const schema = (summary: string) => ({
  tags: ['events'],
  summary,
  response: { 200: z.string(), 304: z.null(), ...errorResponses },
});

/** The iCalendar feeds (/api/v1/ical): every event, or one host's; dropped with the event feed. */
export async function calendarRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const cache = topicCache(app.changes, eventsTopic, feedMaxAgeSeconds * 1000);

  const calendarFor = async (orgId?: string) => {
    const names = await organizationNames(db);
    const name = orgId ? names.get(orgId) : allEventsCalendarName;
    if (!name) throw notFound('Organization not found.');
    return cachedBody(buildCalendar(orgId ? `${name} Events` : name, await listEventRows(db, orgId), names));
  };

  app.get(
    '',
    { config: { roles: 'public', rateLimit: false }, schema: schema('All events as an iCalendar feed') },
    async (request, reply) => {
      const cached = await cache.get('ical:all', () => calendarFor());
      reply.header('content-disposition', calendarDisposition);
      return sendCached(request, reply, cached, calendarType, feedMaxAgeSeconds);
    },
  );

  app.get(
    '/:orgId',
    {
      config: { roles: 'public', rateLimit: false },
      schema: { ...schema("One host's events as an iCalendar feed"), params: calendarParams },
    },
    async (request, reply) => {
      // By id (A01) or name (ACM), as the chapter platform's calendar links name it.
      const orgId = await findOrganizationId(db, request.params.orgId);
      // As the platform answers a host it does not know; a bad input, never a missing page.
      if (!orgId) throw badRequest('Unknown organization');
      const cached = await cache.get(`ical:${orgId}`, () => calendarFor(orgId));
      reply.header('content-disposition', calendarDisposition);
      return sendCached(request, reply, cached, calendarType, feedMaxAgeSeconds);
    },
  );
}
