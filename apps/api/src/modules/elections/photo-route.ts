import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { electionPhotoParams } from '@cp/contracts/elections';
import { errorResponses } from '../../plugins/schemas';
import type { ElectionDeps } from './deps';
import { getPhoto } from './photos';

/** GET /api/v1/elections/{id}/photos/{photoId}: for signed-in people, as the ballot that shows it. */
export function registerPhotoRoute(app: FastifyInstance, deps: ElectionDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/:id/photos/:photoId',
    {
      // A ballot asks for one photo per candidate: the per-address limit would cut a ballot short.
      config: { roles: 'signedIn', keyPolicies: { none: 'a photo on a ballot, for people' }, rateLimit: false },
      schema: {
        tags: ['elections'],
        summary: "A candidate's photo (PNG, JPEG or WebP bytes); its address is its content's hash",
        params: electionPhotoParams,
        response: { 200: z.string().describe('The image bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const photo = await getPhoto(deps.db, request.params.id, request.params.photoId);
      // A Buffer is sent as it is: the response schema documents it, nothing serialises it.
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(photo.bytes as unknown as string);
    },
  );
}
