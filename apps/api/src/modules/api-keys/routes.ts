import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyManagerRoles,
  createApiKeyRequest,
  createApiKeyResponse,
  keyIdParams,
  listApiKeysResponse,
} from '@cp/contracts/api-keys';
import { errorResponses } from '../../plugins/schemas';
import { authTopic } from '../../plugins/auth';
import { createApiKey } from './create-api-key';
import { deleteApiKey } from './delete-api-key';
import { keyManagerOf } from './key-manager';
import { listApiKeyRows, toApiKeySummary } from './repository';

const config = { roles: apiKeyManagerRoles };
const tags = ['api-keys'];

/** Organization API keys: list, create (the secret shown once) and delete. */
export async function apiKeyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: "The organization's API keys (times in epoch seconds)",
        response: { 200: listApiKeysResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      keyManagerOf(request);
      reply.header('cache-control', 'no-store');
      return (await listApiKeyRows(db)).map(toApiKeySummary);
    },
  );

  app.post(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Create an API key: the answer is the only time its secret is shown',
        body: createApiKeyRequest,
        response: { 201: createApiKeyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, keyManagerOf(request), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/:keyId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an API key: it stops working at once, on every instance',
        params: keyIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteApiKey(db, keyManagerOf(request), request.params.keyId);
      // Every instance drops the keys it keeps, this one before answering.
      await app.changes.publish(authTopic, 'apiKey');
      return reply.code(204).send(null);
    },
  );
}
