import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myRsvpsResponse,
  rsvpAttendeeParams,
  rsvpAttendeesResponse,
  rsvpResult,
  rsvpConfig,
  rsvpConfigRequest,
  rsvpKeyParams,
  rsvpManagerRoles,
  rsvpViewerRoles,
  personalTokenResponse,
  rsvpCheckInRequest,
  rsvpCheckInResult,
  rsvpSummary,
} from '@cp/contracts/rsvp';
import type { EventResponse } from '@cp/contracts/events';
import { actingOf } from '../../plugins/auth';
import { topicCache } from '../../lib/feed-cache';
import { eventsTopic, findEvent } from '../events';
import { errorResponses } from '../../plugins/schemas';
import { removeRsvp, rsvpToEvent } from './attend';
import { checkIn } from './check-in';
import { personalToken } from './personal-token';
import { queueDueReminders } from './reminders';
import { getConfig, getSummary, saveConfig } from './config';
import { listAttendees, myRsvps } from './list-rsvps';

const tags = ['rsvp'];
/** How long an RSVP may name an event as read before (each instance forgets it at once when events change). */
const eventCacheSeconds = 120;
/** An RSVP is the caller's own: an API key cannot RSVP. */
const ownRsvp = { roles: 'signedIn', keyPolicies: { none: "only the caller's own RSVP (a key cannot RSVP)" } } as const;
const managers = { roles: rsvpManagerRoles };
/** Reading settings and attendees: RSVP_VIEWER too, who changes nothing. */
const viewers = { roles: rsvpViewerRoles, keyPolicies: { none: 'no key policy kind covers RSVPs' } };

/** RSVPs (issue 24, decision 0019): each event's settings, the members' RSVPs and the attendee list. */
export async function rsvpRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // The event an RSVP names, read once per event until the events change (decision 0064): in an
  // RSVP rush every request names the same one, and building its answer was a tenth of an RSVP's CPU.
  const events = topicCache<EventResponse | undefined>(app.changes, eventsTopic, eventCacheSeconds * 1000);
  const deps = {
    db,
    mailer: app.mailer,
    config: app.config,
    findEvent: (eventId: string) => events.get(eventId, () => findEvent(db, eventId)),
  };

  // Reminders are queued by every instance each minute; queueDueReminders queues each one once.
  const reminders = setInterval(() => {
    queueDueReminders(deps)
      .then((queued) => (queued > 0 ? app.mailer.flush() : undefined))
      .catch((err: unknown) => app.log.error({ err }, 'queueing RSVP reminders failed; tried again next minute'));
  }, 60_000);
  reminders.unref();
  app.addHook('onClose', async () => clearInterval(reminders));

  app.get(
    '/event/:eventId/config',
    {
      config: viewers,
      schema: {
        tags,
        summary: "An event's or occurrence's RSVP settings in force (times in epoch seconds)",
        params: rsvpKeyParams,
        response: { 200: rsvpConfig, ...errorResponses },
      },
    },
    async (request) => getConfig(db, request.params.eventId),
  );

  app.get(
    '/event/:eventId/summary',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "Whether an event's RSVPs are open and how full it is (public; times in epoch seconds)",
        params: rsvpKeyParams,
        response: { 200: rsvpSummary, ...errorResponses },
      },
    },
    async (request) => getSummary(db, request.params.eventId),
  );

  app.post(
    '/event/:eventId/config',
    {
      config: managers,
      schema: {
        tags,
        summary: "Set an event's RSVP settings (on a series: every occurrence's, moved to each)",
        params: rsvpKeyParams,
        body: rsvpConfigRequest,
        response: { 200: rsvpConfig, ...errorResponses },
      },
    },
    async (request) => saveConfig(db, actingOf(request), request.params.eventId, request.body),
  );

  app.post(
    '/event/:eventId',
    {
      config: ownRsvp,
      schema: {
        tags,
        summary: 'RSVP the caller: confirmed, or on the waitlist with a position (needs an RSVP profile)',
        params: rsvpKeyParams,
        response: { 201: rsvpResult, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await rsvpToEvent(deps, actingOf(request), request.params.eventId)),
  );

  app.get(
    '/me',
    {
      config: ownRsvp,
      schema: {
        tags,
        summary: "The caller's RSVPs, soonest first",
        response: { 200: myRsvpsResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myRsvps(db, actingOf(request));
    },
  );

  app.delete(
    '/event/:eventId/attendee/me',
    {
      config: ownRsvp,
      schema: {
        tags,
        summary: "Withdraw the caller's RSVP (a freed place goes to the first on the waitlist)",
        params: rsvpKeyParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const acting = actingOf(request);
      await removeRsvp(deps, acting, request.params.eventId, acting.username, true);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/event/:eventId',
    {
      config: viewers,
      schema: {
        tags,
        summary: "An event's or occurrence's attendees with their profiles as they RSVP'd (times in epoch seconds)",
        params: rsvpKeyParams,
        response: { 200: rsvpAttendeesResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAttendees(db, request.params.eventId);
    },
  );

  app.delete(
    '/event/:eventId/attendee/:userId',
    {
      config: managers,
      schema: {
        tags,
        summary: "Remove an attendee's RSVP (userId: their email; a freed place goes to the waitlist's first)",
        params: rsvpAttendeeParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeRsvp(deps, actingOf(request), request.params.eventId, request.params.userId.toLowerCase());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/token',
    {
      config: ownRsvp,
      schema: {
        tags,
        summary: "The caller's personal QR content: names them at any event's check-in",
        response: { 200: personalTokenResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: await personalToken(db, actingOf(request).username) };
    },
  );

  app.post(
    '/checkIn/event/:eventId',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Check an attendee in by NetID, email or personal QR, exactly once (a second answers 409)',
        params: rsvpKeyParams,
        body: rsvpCheckInRequest,
        response: { 200: rsvpCheckInResult, ...errorResponses },
      },
    },
    async (request) => checkIn(deps, actingOf(request), request.params.eventId, request.body),
  );
}
