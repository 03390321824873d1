import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, updateProfileRequest } from '@cp/contracts/profile';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { updateProfile } from './update-profile';
import { actingOf } from '../../plugins/auth';

export async function profileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'only about the caller (a key has no profile)' } },
      schema: {
        tags: ['profile'],
        summary: "The caller's directory profile",
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const profile = await app.directory.getProfile(actingOf(request).username);
      if (!profile) throw notFound('Profile not found.');
      return profile;
    },
  );

  app.patch(
    '',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'only about the caller (a key has no profile)' } },
      schema: {
        tags: ['profile'],
        summary: "Edit the caller's display name, first and last name",
        body: updateProfileRequest,
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateProfile(
        { db: app.database.db, directory: app.directory, localDirectory: app.directory.kind === 'local' },
        actingOf(request),
        request.body,
      ),
  );
}
