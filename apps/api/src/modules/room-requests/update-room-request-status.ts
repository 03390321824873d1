import {
  finalizedMessage,
  roomRequestStatusLabels,
  sameStatusMessage,
  type RoomRequestUpdate,
  type UpdateRoomRequestStatusRequest,
} from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mail/types';
import { findRoomRequestRow, insertUpdate, moveRoomRequest, toUpdate } from './repository';
import { announceAttachment } from './announced-attachments';
import type { Acting } from '../../plugins/auth';

export interface StatusUpdateDeps {
  db: Db;
  /** The mail service; the requester is told of every status change in the same transaction. */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

/** Changes the status (the repository's one conditional UPDATE decides), audits it and mails the requester. */
export async function updateRoomRequestStatus(
  deps: StatusUpdateDeps,
  writer: Acting,
  target: { semester: string; requestId: string },
  change: UpdateRoomRequestStatusRequest,
): Promise<RoomRequestUpdate & { uploadUrl?: string }> {
  const { semester, requestId } = target;
  return deps.db.transaction(async (tx) => {
    const updated = await moveRoomRequest(tx, target, change.status);
    if (!updated) {
      const current = await findRoomRequestRow(tx, semester, requestId);
      if (!current) throw notFound('Room request not found');
      if (current.status === 'approved') throw conflict(finalizedMessage);
      throw badRequest(sameStatusMessage);
    }
    const row = await insertUpdate(tx, {
      requestId,
      status: change.status,
      notes: change.notes,
      createdBy: writer.actor.username,
    });
    const label = roomRequestStatusLabels[change.status];
    await writeAudit(tx, {
      module: 'roomRequests',
      actor: writer.actor.username,
      target: requestId,
      message: `Changed the status of room request "${updated.title}" to ${label}.`,
      requestId: writer.requestId,
    });
    await deps.mailer.enqueue(tx, {
      to: updated.requestedBy,
      subject: `Room request "${updated.title}": ${label}`,
      text: [
        `The status of your room request "${updated.title}" is now: ${label}.`,
        '',
        'Notes:',
        change.notes,
        '',
        `Details: ${new URL(`/roomRequests/${semester}/${requestId}`, deps.publicUrl).href}`,
      ].join('\n'),
    });
    if (!change.attachmentInfo) return toUpdate(row);
    const uploadUrl = await announceAttachment(
      tx,
      deps.publicUrl,
      writer,
      { semester, update: row },
      change.attachmentInfo,
    );
    return { ...toUpdate(row), uploadUrl };
  });
}
