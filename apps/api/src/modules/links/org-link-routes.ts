import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listOrgLinksResponse,
  orgLinkParams,
  orgLinkRoles,
  orgLinkSlugParams,
  saveOrgLinkRequest,
} from '@cp/contracts/links';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { deleteOrgLink, listOrgLinks, saveOrgLink } from './org-links';
import { linkRouteTags as tags } from './route-config';

export interface OrgLinkRouteOptions {
  changed: (slugKey: string) => Promise<void>;
  ownOrigins: readonly string[];
}

const config = { roles: orgLinkRoles };

/** An organization's short links (/api/v1/linkry/orgs/{orgId}/redir), for its leads. */
export async function orgLinkRoutes(base: FastifyInstance, options: OrgLinkRouteOptions) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, changed: options.changed, ownOrigins: options.ownOrigins };

  app.get(
    '/orgs/:orgId/redir',
    {
      config,
      schema: {
        tags,
        summary: "An organization's short links (its leads and links administrators)",
        params: orgLinkParams,
        response: { 200: listOrgLinksResponse, ...errorResponses },
      },
    },
    async (request) => listOrgLinks(deps.db, actingOf(request), request.params.orgId),
  );

  app.post(
    '/orgs/:orgId/redir',
    {
      config,
      schema: {
        tags,
        summary: "Create or repoint one of an organization's short links (/<orgId>/<slug>)",
        params: orgLinkParams,
        body: saveOrgLinkRequest,
        response: { 201: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { location } = await saveOrgLink(deps, actingOf(request), request.params.orgId, request.body);
      return reply.status(201).header('location', location).send(null);
    },
  );

  app.delete(
    '/orgs/:orgId/redir/:slug',
    {
      config,
      schema: {
        tags,
        summary: "Delete one of an organization's short links",
        params: orgLinkSlugParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteOrgLink(deps, actingOf(request), request.params.orgId, request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
