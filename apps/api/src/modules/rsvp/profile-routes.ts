import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownRsvpProfileResponse, rsvpProfile, rsvpProfileRequest, rsvpProfileToWire } from '@cp/contracts/rsvp';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { deleteOwnProfile, findOwnProfile, getOwnProfile, saveOwnProfile } from './profile';

const tags = ['rsvp'];
/** A profile is the caller's own: an API key has none. */
const ownProfile = {
  roles: 'signedIn',
  keyPolicies: { none: 'only about the caller (a key has no RSVP profile)' },
} as const;

/** A member's RSVP profile (issue 24): asked once, then copied into each of their RSVPs. */
export async function rsvpProfileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    '/profile',
    {
      config: ownProfile,
      schema: {
        tags,
        summary: "Make or replace the caller's RSVP profile (201 either way, as the chapter platform answers)",
        body: rsvpProfileRequest,
        response: { 201: rsvpProfile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { profile } = await saveOwnProfile({ db, directory: app.directory }, actingOf(request), request.body);
      return reply.code(201).send(rsvpProfileToWire(profile));
    },
  );

  app.get(
    '/profile/me',
    {
      config: ownProfile,
      schema: {
        tags,
        summary: "The caller's RSVP profile (400 until made, as the chapter platform answers)",
        response: { 200: rsvpProfile, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rsvpProfileToWire(await getOwnProfile(db, actingOf(request)));
    },
  );

  // The platform's route above answers 400 before a profile is made; a page that merely asks
  // whether there is one would log that as an error in every member's console (issue 43).
  app.get(
    '/profile/mine',
    {
      config: ownProfile,
      schema: {
        tags,
        summary: "The caller's RSVP profile, or null before they make one (never 404)",
        response: { 200: ownRsvpProfileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const profile = await findOwnProfile(db, actingOf(request));
      return { profile: profile && rsvpProfileToWire(profile) };
    },
  );

  app.delete(
    '/profile/me',
    {
      config: ownProfile,
      schema: {
        tags,
        summary: "Delete the caller's RSVP profile (200 with or without one, as the chapter platform answers)",
        response: { 200: z.object({}), ...errorResponses },
      },
    },
    async (request) => {
      await deleteOwnProfile(db, actingOf(request));
      return {};
    },
  );
}
