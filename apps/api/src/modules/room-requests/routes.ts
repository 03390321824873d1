import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRoomRequestRequest,
  createRoomRequestResponse,
  editRoomRequestRequest,
  editRoomRequestResponse,
  getRoomRequestResponse,
  listRoomRequestsQuery,
  listRoomRequestsResponse,
  roomRequestCreatorRoles,
  roomRequestParams,
  roomRequestRoles,
  roomRequestUpdaterRoles,
  semesterParams,
  updateRoomRequestStatusRequest,
  updateRoomRequestStatusResponse,
  validateRoomRequestResponse,
} from '@cp/contracts/room-requests';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { assertMayOpen, seesEveryRequest } from './access';
import { assertHostExists } from '../organizations';
import { createRoomRequest, unknownHostMessage } from './create-room-request';
import { findRoomRequestRow, listRoomRequestRows, listUpdates, toRoomRequest } from './repository';
import { updateRoomRequestStatus } from './update-room-request-status';
import { editRoomRequest } from './edit-room-request';
import { attachmentRoutes } from './attachment-routes';
import { listAttachments } from './attachments';
import { actingOf } from '../../plugins/auth';

const tags = ['roomRequests'];

/** Room requests: the requester's own, or every one to a reviewer (object rules, no key policy kind). */
const keyPolicies = { none: 'no key policy kind covers room requests' };

export async function roomRequestRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  await app.register(attachmentRoutes);

  app.post(
    '',
    {
      config: { roles: roomRequestCreatorRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Ask for a room; the request starts with one update, status created',
        body: createRoomRequestRequest,
        response: { 201: createRoomRequestResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createRoomRequest(db, actingOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/validate',
    {
      config: { roles: roomRequestCreatorRoles, keyPolicies },
      schema: {
        tags,
        summary: "The wizard's validation step: the same body and rules as creating, nothing stored",
        body: createRoomRequestRequest,
        response: { 200: validateRoomRequestResponse, ...errorResponses },
      },
    },
    async (request) => {
      await assertHostExists(db, request.body.host, unknownHostMessage);
      return { valid: true as const };
    },
  );

  app.get(
    '/:semester',
    {
      config: { roles: roomRequestRoles, keyPolicies },
      schema: {
        tags,
        summary: 'The requests of a semester (a requester sees their own), with only the selected fields',
        params: semesterParams,
        querystring: listRoomRequestsQuery,
        response: { 200: listRoomRequestsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actingOf(request).actor;
      const rows = await listRoomRequestRows(
        db,
        request.params.semester,
        seesEveryRequest(actor) ? undefined : actor.username,
      );
      const fields = request.query.select;
      return rows.map((row) => {
        const full = toRoomRequest(row);
        if (fields.length === 0) return full;
        return Object.fromEntries(fields.map((field) => [field, full[field]]));
      });
    },
  );

  app.get(
    '/:semester/:requestId',
    {
      config: { roles: roomRequestRoles, keyPolicies },
      schema: {
        tags,
        summary: 'One request and every update, oldest first',
        params: roomRequestParams,
        response: { 200: getRoomRequestResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { semester, requestId } = request.params;
      const row = await findRoomRequestRow(db, semester, requestId);
      if (!row) throw notFound('Room request not found');
      assertMayOpen(actingOf(request).actor, row);
      const [updates, attachments] = await Promise.all([
        listUpdates(db, requestId),
        listAttachments(db, semester, requestId),
      ]);
      return { data: toRoomRequest(row), updates, attachments };
    },
  );

  app.patch(
    '/:semester/:requestId',
    {
      config: { roles: roomRequestCreatorRoles, keyPolicies },
      schema: {
        tags,
        summary: 'The requester edits a request still in created, with a reason; the timeline shows each change',
        params: roomRequestParams,
        body: editRoomRequestRequest,
        response: { 200: editRoomRequestResponse, ...errorResponses },
      },
    },
    async (request) => editRoomRequest(db, actingOf(request), request.params, request.body),
  );

  app.post(
    '/:semester/:requestId/status',
    {
      config: { roles: roomRequestUpdaterRoles, keyPolicies },
      schema: {
        tags,
        summary: 'A new status with notes; the requester is emailed; approved is final',
        params: roomRequestParams,
        body: updateRoomRequestStatusRequest,
        response: { 201: updateRoomRequestStatusResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const update = await updateRoomRequestStatus(
        { db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        actingOf(request),
        request.params,
        request.body,
      );
      return reply.code(201).send(update);
    },
  );
}
