import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementParams,
  archiveListResponse,
  archiveQuery,
  archivedAnnouncement,
  mailPreferencesResponse,
  preferencesTokenQuery,
  unsubscribeResponse,
  updateMailPreferencesRequest,
} from '@cp/contracts/announcements';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { oneClickUnsubscribe, personOfLink, preferencesFor, updatePreferences } from './preferences';
import { archiveList, archivedAnnouncement as archivedOf } from './read-announcements';

const tags = ['announcements'];
const own = { roles: 'signedIn', keyPolicies: { none: "a person's own mail preferences (a key has none)" } } as const;
const oneClickQuery = preferencesTokenQuery.extend({ category: z.string().max(80).optional() });

/**
 * The members' and visitors' side: the archive (members see every sent announcement, visitors
 * the public ones), and mail preferences by a signed link (signed out) or for oneself.
 */
export async function announcementMemberRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const isMember = async (request: { resolveActor(): Promise<unknown> }) => (await request.resolveActor()) !== null;

  app.get(
    '/archive',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'Sent announcements, newest first (signed out: the public ones)',
        querystring: archiveQuery,
        response: { 200: archiveListResponse, ...errorResponses },
      },
    },
    async (request) => archiveList(db, await isMember(request), request.query.limit),
  );

  app.get(
    '/archive/:id',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "A sent announcement's page (a members-only one needs a sign-in)",
        params: announcementParams,
        response: { 200: archivedAnnouncement, ...errorResponses },
      },
    },
    async (request) => archivedOf(db, request.params.id, await isMember(request)),
  );

  app.get(
    '/preferences',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "A person's mail preferences, by the signed link in each announcement",
        querystring: preferencesTokenQuery,
        response: { 200: mailPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => preferencesFor(db, await personOfLink(db, request.query.token)),
  );

  app.put(
    '/preferences',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "Change a person's mail preferences by their signed link",
        querystring: preferencesTokenQuery,
        body: updateMailPreferencesRequest,
        response: { 200: mailPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => updatePreferences(db, app.config, await personOfLink(db, request.query.token), request.body),
  );

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form, with no cookie.
  app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe',
      {
        config: { roles: 'public' },
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058) from the category of the mail that carried the link',
          querystring: oneClickQuery,
          response: { 200: unsubscribeResponse, ...errorResponses },
        },
      },
      async (request) => {
        await oneClickUnsubscribe(db, app.config, request.query.token, request.query.category);
        return { unsubscribed: true as const };
      },
    );
  });

  app.get(
    '/me/preferences',
    {
      config: own,
      schema: {
        tags,
        summary: 'Your own mail preferences',
        response: { 200: mailPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => preferencesFor(db, actingOf(request).username.toLowerCase()),
  );

  app.put(
    '/me/preferences',
    {
      config: own,
      schema: {
        tags,
        summary: 'Change your own mail preferences',
        body: updateMailPreferencesRequest,
        response: { 200: mailPreferencesResponse, ...errorResponses },
      },
    },
    async (request) => updatePreferences(db, app.config, actingOf(request).username.toLowerCase(), request.body),
  );
}
