import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getOrganizationQuery,
  leadStatusQuery,
  leadStatusResponse,
  organizationListResponse,
  orgCacheSeconds,
  organizationResponse,
  orgIdParams,
  orgManagerRoles,
  updateOrgLeadsRequestFor,
  updateOrgMetaRequest,
} from '@cp/contracts/organizations';
import { cachedBody, sendCached, topicCache } from '../../lib/feed-cache';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { assertCanManageOrg, canManageOrg, organizationsTopic } from './org-access';
import { loadOrganizations } from './repository';
import { isPaidLead, updateOrgLeads } from './update-org-leads';
import { updateOrgMeta } from './update-org-meta';
import { actingOf } from '../../plugins/auth';

const tags = ['organizations'];
const json = 'application/json; charset=utf-8';

export async function organizationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const deps = { db, changes: app.changes, emailDomain: app.config.EMAIL_DOMAIN };
  // Public answers are built once and served from memory; any instance's write drops them everywhere.
  const cache = topicCache(app.changes, organizationsTopic, orgCacheSeconds * 1000);
  // Lead emails are university emails at the configured domain (spec/decisions.md).
  const updateOrgLeadsRequest = updateOrgLeadsRequestFor(app.config.EMAIL_DOMAIN);

  app.get(
    '',
    {
      config: { roles: 'public', rateLimit: false },
      schema: {
        tags,
        summary: 'Every organization with its description, links and leads (cached; ETag supported)',
        response: { 200: organizationListResponse, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const cached = await cache.get('list', async () => {
        const orgs = (await loadOrganizations(db)).map(({ leadsManageable: _hidden, ...org }) => org);
        return cachedBody(JSON.stringify(orgs));
      });
      return sendCached(request, reply, cached, json, orgCacheSeconds);
    },
  );

  app.get(
    '/:orgId',
    {
      config: { roles: 'public', rateLimit: false },
      schema: {
        tags,
        summary: 'One organization (cached; ts skips the cache for its managers)',
        params: orgIdParams,
        querystring: getOrganizationQuery,
        response: { 200: organizationResponse, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      // A manager passes ts to see their own edit at once; anyone else's ts cannot bust the cache.
      if (request.query.ts !== undefined) {
        const actor = await request.resolveActor();
        if (actor && canManageOrg(actor, orgId)) {
          const [org] = await loadOrganizations(db, orgId);
          if (!org) throw notFound('Organization not found.');
          reply.header('cache-control', 'no-store');
          return org;
        }
      }
      const cached = await cache.get(`org:${orgId}`, async () => {
        const [org] = await loadOrganizations(db, orgId);
        if (!org) throw notFound('Organization not found.');
        return cachedBody(JSON.stringify(org));
      });
      return sendCached(request, reply, cached, json, orgCacheSeconds);
    },
  );

  app.post(
    '/:orgId/meta',
    {
      config: { roles: orgManagerRoles },
      schema: {
        tags,
        summary: "Replace an organization's description, website and links (its leads or ALL_ORG_MANAGER)",
        params: orgIdParams,
        body: updateOrgMetaRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await updateOrgMeta(deps, actingOf(request), request.params.orgId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:orgId/leads',
    {
      config: { roles: orgManagerRoles },
      schema: {
        tags,
        summary: "Add and remove an organization's leads (its leads or ALL_ORG_MANAGER)",
        params: orgIdParams,
        body: updateOrgLeadsRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await updateOrgLeads(deps, actingOf(request), request.params.orgId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:orgId/leadStatus',
    {
      config: { roles: orgManagerRoles },
      schema: {
        tags,
        summary: 'Whether a person may be added as a voting lead (voting leads must be paid members)',
        params: orgIdParams,
        querystring: leadStatusQuery,
        response: { 200: leadStatusResponse, ...errorResponses },
      },
    },
    async (request) => {
      // Only someone who manages this organization learns whether a prospective lead has paid.
      assertCanManageOrg(actingOf(request).actor, request.params.orgId);
      const { username } = request.query;
      return { username, paidMember: await isPaidLead(db, username, app.config.EMAIL_DOMAIN) };
    },
  );
}
