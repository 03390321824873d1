import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkSchema,
  linkSlugParams,
  listLinkGroupsResponse,
  listLinksQuery,
  listLinksResponse,
  saveLinkRequest,
} from '@cp/contracts/links';
import { errorResponses } from '../../plugins/schemas';
import { deleteLink } from './delete-link';
import type { LinkViewer } from './link-access';
import { getLink, listLinks } from './list-links';
import { linksTopic } from './redirects';
import { retainLinkClicks } from './click-retention';
import { linkToolRoutes } from './link-tool-routes';
import { orgLinkRoutes } from './org-link-routes';
import { linkRouteConfig as roles, linkRouteTags as tags } from './route-config';
import { saveLink } from './save-link';
import { splitSubresource } from './subresource-paths';
import { actingOf } from '../../plugins/auth';

/** The link shortener's API (/api/v1/linkry); the redirects themselves are linkRedirectRoutes. */
export async function linkRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  const viewerOf = async (request: FastifyRequest): Promise<LinkViewer> => {
    const actor = actingOf(request).actor;
    const groups = actor.kind === 'apiKey' ? [] : await app.directory.groupsOf(actor.username);
    return { username: actor.username, roles: actor.roles, groups, requestId: request.id };
  };
  // This instance reloads before answering, so the caller's next visit sees the change; the
  // others reload when the notification reaches them.
  const changed = async (key: string) => {
    await app.linkRedirects.cache.refresh(key);
    await app.changes.publish(linksTopic, key);
  };
  const groupIds = async () => (await app.directory.listGroups()).map((group) => group.id);
  app.retentionTasks.push(retainLinkClicks);
  // Where this portal serves its short links: a target there would redirect to itself.
  const ownOrigins = [app.config.publicUrl, app.config.SHORT_LINK_ORIGIN].flatMap((u) =>
    u ? [new URL(u).origin] : [],
  );
  await app.register(linkToolRoutes, { viewerOf, groupIds, changed, ownOrigins });
  await app.register(orgLinkRoutes, { changed, ownOrigins });

  app.get(
    '/redir',
    {
      config: roles,
      schema: {
        tags,
        summary: 'My links and links delegated to me (one page of one list with ?page=)',
        querystring: listLinksQuery,
        response: { 200: listLinksResponse, ...errorResponses },
      },
    },
    async (request) => listLinks(db, await viewerOf(request), request.query),
  );

  app.get(
    '/redir/*',
    {
      config: roles,
      schema: {
        tags,
        summary: 'One link',
        params: linkSlugParams,
        response: { 200: linkSchema, 308: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      // `a/b/stats` is the stats of "a/b": sent on to the route that takes the slug as one segment.
      const sub = splitSubresource(path);
      if (sub) {
        const base = request.url.slice(0, request.url.indexOf('/redir/'));
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${base}/redir/${encodeURIComponent(sub.slug)}/${sub.part}${query}`, 308);
      }
      return getLink(db, await viewerOf(request), path);
    },
  );

  app.post(
    '/redir',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Create a link, or edit one with isEdited',
        body: saveLinkRequest,
        response: { 200: linkSchema, 201: linkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, link } = await saveLink(
        { db, groupIds, changed, ownOrigins },
        await viewerOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(link);
    },
  );

  app.delete(
    '/redir/*',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Delete a link',
        params: linkSlugParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteLink({ db, changed }, await viewerOf(request), request.params['*']);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/groups',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Directory groups a link can be delegated to',
        response: { 200: listLinkGroupsResponse, ...errorResponses },
      },
    },
    async () => app.directory.listGroups(),
  );
}
