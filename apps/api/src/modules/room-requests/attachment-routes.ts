import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentContentTypes,
  attachmentMessages,
  attachmentDownloadUrlResponse,
  attachmentParams,
  maxAttachmentBytes,
  roomRequestAttachmentSchema,
  roomRequestParams,
  roomRequestRoles,
  updateAttachmentParams,
  uploadAttachmentQuery,
  uploadedAttachmentResponse,
  uploadKeyQuery,
} from '@cp/contracts/room-requests';
import { actingOf } from '../../plugins/auth';
import { bodyRefusal } from '../../plugins/errors';
import { errorResponses } from '../../plugins/schemas';
import { diskAttachmentStore } from './attachment-store';
import { attachFile, isAttachmentType, openAttachment } from './attachments';
import { downloadUrlOfUpdate, receiveAnnouncedUpload } from './announced-attachments';

const tags = ['roomRequests'];
const keyPolicies = { none: 'no key policy kind covers room requests' };
const refusalMessages = { 413: attachmentMessages.tooLarge, 415: attachmentMessages.type };

/** RFC 6266: an ASCII fallback name and the exact one, percent-encoded. */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Files attached to a room request. The upload's body is the file itself, typed by its
 * Content-Type; only this scope takes those types, so every other route still takes JSON only.
 */
export async function attachmentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, store: diskAttachmentStore(app.config.DATA_DIR) };
  app.addContentTypeParser(
    [...attachmentContentTypes],
    { parseAs: 'buffer', bodyLimit: maxAttachmentBytes },
    (_r, body, done) => done(null, body),
  );
  // Plain text would otherwise be taken as a string body; here it is refused like any other type.
  app.removeContentTypeParser('text/plain');

  /** The upload's bytes and type, when its Content-Type is one this scope parsed as bytes. */
  const fileOf = (request: { headers: { 'content-type'?: string }; body: unknown }) => {
    const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (!Buffer.isBuffer(request.body) || !isAttachmentType(contentType)) throw bodyRefusal(415);
    return { contentType, bytes: request.body };
  };

  app.post(
    '/:semester/:requestId/attachments',
    {
      bodyLimit: maxAttachmentBytes,
      config: { roles: roomRequestRoles, keyPolicies, refusalMessages },
      schema: {
        tags,
        summary: 'Attach a file (PDF, JPEG, HEIC or PNG, at most 10 MB): the body is the file, filename in the query',
        params: roomRequestParams,
        querystring: uploadAttachmentQuery,
        response: { 201: roomRequestAttachmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const attachment = await attachFile(deps, actingOf(request), request.params, {
        filename: request.query.filename,
        ...fileOf(request),
      });
      return reply.code(201).send(attachment);
    },
  );

  app.get(
    '/:semester/:requestId/attachments/:attachmentId',
    {
      config: { roles: roomRequestRoles, keyPolicies },
      schema: {
        tags,
        summary: "An attached file's bytes, for whoever may read the request",
        params: attachmentParams,
        response: { 200: z.string().describe('The file bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { row, bytes } = await openAttachment(deps, actingOf(request).actor, request.params);
      // A stream is sent as it is: the response schema documents it, nothing serialises it.
      return reply
        .type(row.contentType)
        .header('content-disposition', contentDisposition(row.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes as unknown as string);
    },
  );

  app.put(
    '/:semester/:requestId/attachments/:attachmentId/content',
    {
      bodyLimit: maxAttachmentBytes,
      // The one-time key in the URL is the permission, as a presigned upload URL's signature is.
      config: { roles: 'public', refusalMessages },
      schema: {
        tags,
        summary:
          "The uploadUrl of a status update's attachmentInfo: the announced file's bytes, once, within 15 minutes",
        params: attachmentParams,
        querystring: uploadKeyQuery,
        response: { 200: uploadedAttachmentResponse, ...errorResponses },
      },
    },
    async (request) => receiveAnnouncedUpload(deps, { ...request.params, key: request.query.key }, fileOf(request)),
  );

  app.get(
    '/:semester/:requestId/attachmentDownloadUrl/:createdAt/:status',
    {
      config: { roles: roomRequestRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Where to download the file that came with the update made at createdAt with this status',
        params: updateAttachmentParams,
        response: { 200: attachmentDownloadUrlResponse, ...errorResponses },
      },
    },
    async (request) =>
      downloadUrlOfUpdate(app.database.db, app.config.publicUrl, actingOf(request).actor, request.params),
  );
}
