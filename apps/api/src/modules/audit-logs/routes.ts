import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogRoles,
  logsParams,
  logsQuery,
  logsArrayResponse,
  logsResponse,
  nextCursorHeader,
  requestLogsParams,
  requestLogsResponse,
  verifyLogsResponse,
} from '@cp/contracts/audit-logs';
import { z } from 'zod';
import { errorResponses } from '../../plugins/schemas';
import { listLogs, listRequestLogs, logVerification } from './list-logs';
import { actingOf } from '../../plugins/auth';

const roles = { roles: auditLogRoles };
const tags = ['audit-logs'];

/** The audit log viewer (GET /api/v1/logs/...) and its chain check. */
export async function auditLogRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.get(
    '/verify',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Walk the hash chain: intact, or the first broken entry',
        response: { 200: verifyLogsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const report = await app.auditChain.verify();
      await logVerification(db, actingOf(request), report.message);
      return report;
    },
  );

  app.get(
    '/request/:requestId',
    {
      config: roles,
      schema: {
        tags,
        summary: 'Every entry written by one request, in every module',
        params: requestLogsParams,
        response: { 200: requestLogsResponse, ...errorResponses },
      },
    },
    async (request) => listRequestLogs(db, actingOf(request), request.params.requestId),
  );

  app.get(
    '/:module',
    {
      config: roles,
      schema: {
        tags,
        summary:
          "A module's entries in a time window, newest first, paged by cursor: the array, or with ?paged=true the page and its cursor",
        params: logsParams,
        querystring: logsQuery,
        response: { 200: z.union([logsArrayResponse, logsResponse]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listLogs(db, actingOf(request), { ...request.params, ...request.query });
      if (request.query.paged === 'true') return page;
      if (page.nextCursor) reply.header(nextCursorHeader, page.nextCursor);
      return page.entries;
    },
  );
}
