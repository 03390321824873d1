import { z } from 'zod';
import { roomRequestFields } from './request';
import { semesterSchema } from './semester';
import { roomRequestAttachmentSchema } from './attachments';
import { roomRequestEditDiff } from './edit';
import { roomRequestStatuses, roomRequestUpdateStatuses } from './status';
export { roomRequestRoles, roomRequestUpdaterRoles, roomRequestCreatorRoles, roomRequestReadAllRoles } from '../roles';

/** A stored room request: the request fields (spec section 3) plus its id, status and requester. */
export const roomRequestSchema = roomRequestFields.extend({
  requestId: z.string(),
  status: z.enum(roomRequestStatuses),
  requestedBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;
export type RoomRequestKey = keyof RoomRequest;
export const roomRequestKeys = Object.keys(roomRequestSchema.shape) as RoomRequestKey[];

export const roomRequestIdSchema = z.uuid({ error: 'Room request not found' });
export const semesterParams = z.object({ semester: semesterSchema });
export const roomRequestParams = z.object({ semester: semesterSchema, requestId: roomRequestIdSchema });

/** GET /api/v1/roomRequests/{semester}?select=a&select=b: any subset of the fields; none means all. */
export const listRoomRequestsQuery = z.object({
  select: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(
      z.array(
        z.enum(roomRequestKeys as [RoomRequestKey, ...RoomRequestKey[]], {
          error: (issue) => `Unknown field: ${String(issue.input)}`,
        }),
      ),
    ),
});

export const listRoomRequestsResponse = z.array(roomRequestSchema.partial());

/** POST /api/v1/roomRequests */
export const createRoomRequestResponse = z.object({ id: z.string(), status: z.literal('created') });

/** POST /api/v1/roomRequests/validate */
export const validateRoomRequestResponse = z.object({ valid: z.literal(true) });

/** A timeline entry: a status change, or an `edited` entry whose notes are the reason and diff what changed. */
export const roomRequestUpdateSchema = z.object({
  status: z.enum(roomRequestUpdateStatuses),
  notes: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  diff: roomRequestEditDiff.optional(),
  /** The name of the file that came with this update (the platform's field), once it is uploaded. */
  attachmentFilename: z.string().optional(),
});
export type RoomRequestUpdate = z.infer<typeof roomRequestUpdateSchema>;

/** GET /api/v1/roomRequests/{semester}/{requestId}: updates oldest first, then the attached files. */
export const getRoomRequestResponse = z.object({
  data: roomRequestSchema,
  updates: z.array(roomRequestUpdateSchema),
  attachments: z.array(roomRequestAttachmentSchema).default([]),
});
export type RoomRequestDetails = z.infer<typeof getRoomRequestResponse>;

/** POST /api/v1/roomRequests/{semester}/{requestId}/status: with attachmentInfo, where to PUT the file. */
export const updateRoomRequestStatusResponse = roomRequestUpdateSchema.extend({ uploadUrl: z.url().optional() });

/** GET …/attachmentDownloadUrl/{createdAt}/{status}: the file of the update made at that instant. */
export const updateAttachmentParams = z.object({
  semester: semesterSchema,
  requestId: z.uuid({ error: 'Room request not found' }),
  createdAt: z.iso.datetime({ error: 'createdAt must be the update time, e.g. 2025-10-26T22:05:22.980Z' }),
  status: z.enum(roomRequestUpdateStatuses, { error: 'Unknown status' }),
});
export const attachmentDownloadUrlResponse = z.object({ downloadUrl: z.url() });
