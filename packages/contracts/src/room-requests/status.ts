import { z } from 'zod';
import { attachmentInfoSchema } from './attachments';

/** spec/decisions.md, "Room requests": stored statuses and their labels. */
export const roomRequestStatuses = [
  'created',
  'submitted',
  'more_information_needed',
  'approved',
  'rejected_by_uiuc',
  'rejected_by_acm',
] as const;
export type RoomRequestStatus = (typeof roomRequestStatuses)[number];

export const roomRequestStatusLabels: Record<RoomRequestStatus, string> = {
  created: 'Created',
  submitted: 'Submitted to UIUC',
  more_information_needed: 'More information needed',
  approved: 'Approved',
  rejected_by_uiuc: 'Rejected by UIUC',
  rejected_by_acm: 'Rejected by ACM',
};

/** A timeline entry's status: a stored status, or `edited` (the platform's) for a requester's edit. */
export const roomRequestUpdateStatuses = [...roomRequestStatuses, 'edited'] as const;
export type RoomRequestUpdateStatus = (typeof roomRequestUpdateStatuses)[number];
export const roomRequestUpdateLabels: Record<RoomRequestUpdateStatus, string> = {
  ...roomRequestStatusLabels,
  edited: 'Edited',
};

/** Approved green, rejected red, submitted orange, more information yellow; created plain. */
export const roomRequestStatusColors: Record<RoomRequestStatus, string> = {
  created: 'gray',
  submitted: 'orange',
  more_information_needed: 'yellow',
  approved: 'green',
  rejected_by_uiuc: 'red',
  rejected_by_acm: 'red',
};
export const roomRequestUpdateColors: Record<RoomRequestUpdateStatus, string> = {
  ...roomRequestStatusColors,
  edited: 'blue',
};

/** An updater may choose any status but `created` (and the current one, checked by the server). */
export const updatableStatuses = roomRequestStatuses.filter(
  (status): status is Exclude<RoomRequestStatus, 'created'> => status !== 'created',
);

/** Once approved, no further updates (spec section 4). */
export const finalizedMessage = 'This request has been finalized';
export const sameStatusMessage = 'The request already has this status';
export const notesMaxLength = 1000;

/** POST /api/v1/roomRequests/{semester}/{requestId}/status */
export const updateRoomRequestStatusRequest = z.object({
  status: z.enum(updatableStatuses, { error: 'Choose a new status' }),
  notes: z
    .string({ error: 'Notes are required' })
    .trim()
    .min(1, 'Notes are required')
    .max(notesMaxLength, `Notes must be at most ${notesMaxLength} characters`),
  /** The platform's way to attach a file to the update: the answer's uploadUrl takes the bytes. */
  attachmentInfo: attachmentInfoSchema.optional(),
});
export type UpdateRoomRequestStatusRequest = z.infer<typeof updateRoomRequestStatusRequest>;
