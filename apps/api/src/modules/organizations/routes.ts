import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { listOrganizationsResponse } from '@cp/contracts/organizations';
import { organizations } from '../../db/schema';
import { errorResponses } from '../../plugins/schemas';

export async function organizationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/organizations',
    {
      config: { roles: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'All organizations (id and name)',
        response: { 200: listOrganizationsResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.database.db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(asc(organizations.id));
    },
  );
}
