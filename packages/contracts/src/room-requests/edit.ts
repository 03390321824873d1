import { z } from 'zod';
import { partialUpdate } from '../partial-update';
import { roomRequestFields } from './request';

export const editReasonMaxLength = 500;
export const editReasonMessage = 'Please provide a reason for the edit';
export const nothingToEditMessage = 'At least one field must be provided to update.';
export const onlyRequesterEditsMessage = 'Only the requester may edit a room request.';

/** The platform's words for a request that has left "created" (its status label filled in). */
export const notEditableMessage = (statusLabel: string) =>
  `Room request cannot be edited while in the "${statusLabel}" state.`;

/**
 * PATCH /api/v1/roomRequests/{semester}/{requestId}: any request field but the semester, and
 * why. Fields left out stay as they are; the merged request must pass every creation rule again.
 */
export const editRoomRequestRequest = partialUpdate(roomRequestFields.omit({ semester: true })).extend({
  reason: z
    .string({ error: editReasonMessage })
    .trim()
    .min(1, editReasonMessage)
    .max(editReasonMaxLength, `The reason must be at most ${editReasonMaxLength} characters`),
});
export type EditRoomRequestRequest = z.input<typeof editRoomRequestRequest>;

export const editRoomRequestResponse = z.object({ id: z.string() });

/** What an edit changed, field by field, as the timeline shows it: `{ title: { old, new } }`. */
export const roomRequestEditDiff = z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }));
export type RoomRequestEditDiff = z.infer<typeof roomRequestEditDiff>;
