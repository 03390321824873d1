import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { hasAnyRole } from '@cp/contracts';
import {
  attachmentContentTypes,
  attachmentMessages,
  attachmentPath,
  contentMatchesType,
  roomRequestUpdaterRoles,
  type AttachmentContentType,
  type RoomRequestAttachment,
} from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import { roomRequestAttachments } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { assertMayOpen } from './access';
import type { AttachmentStore } from './attachment-store';
import { findRoomRequestRow } from './repository';

type AttachmentRow = typeof roomRequestAttachments.$inferSelect;
type Target = { semester: string; requestId: string };

const toAttachment = (semester: string, row: AttachmentRow): RoomRequestAttachment => ({
  attachmentId: row.id,
  filename: row.filename,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  downloadUrl: attachmentPath(semester, row.requestId, row.id),
});

export const isAttachmentType = (type: string | undefined): type is AttachmentContentType =>
  (attachmentContentTypes as readonly string[]).includes(type ?? '');

export async function listAttachments(db: Db, semester: string, requestId: string): Promise<RoomRequestAttachment[]> {
  const rows = await db
    .select()
    .from(roomRequestAttachments)
    .where(and(eq(roomRequestAttachments.requestId, requestId), isNull(roomRequestAttachments.pendingKeyHash)))
    .orderBy(asc(roomRequestAttachments.createdAt), asc(roomRequestAttachments.id));
  return rows.map((row) => toAttachment(semester, row));
}

/** The request, when this person may read it (a missing one is 404, another's 403). */
async function openable(db: Db, actor: Acting['actor'], target: Target) {
  const request = await findRoomRequestRow(db, target.semester, target.requestId);
  if (!request) throw notFound('Room request not found');
  assertMayOpen(actor, request);
  return request;
}

/**
 * Stores a file for the request: its requester and the reviewers may attach (a reader of every
 * request who reviews none may not). The type was checked against the allowed list; here the
 * bytes must start as that type does.
 */
export async function attachFile(
  deps: { db: Db; store: AttachmentStore },
  writer: Acting,
  target: Target,
  file: { filename: string; contentType: AttachmentContentType; bytes: Buffer },
): Promise<RoomRequestAttachment> {
  const { actor } = writer;
  const request = await openable(deps.db, actor, target);
  const reviewer = hasAnyRole(actor.roles, [...roomRequestUpdaterRoles, 'BYPASS_OBJECT_LEVEL_AUTH']);
  if (request.requestedBy !== actor.username && !reviewer) throw forbidden(attachmentMessages.onlyParticipants);
  if (file.bytes.length === 0) throw badRequest(attachmentMessages.empty);
  if (!contentMatchesType(file.bytes, file.contentType)) throw badRequest(attachmentMessages.contents);
  const id = randomUUID();
  await deps.store.put(request.id, id, file.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roomRequestAttachments)
        .values({
          id,
          requestId: request.id,
          filename: file.filename,
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
          createdBy: actor.username,
        })
        .returning();
      await writeAudit(tx, {
        module: 'roomRequests',
        actor: actor.username,
        target: request.id,
        message: `Attached "${file.filename}" to room request "${request.title}".`,
        requestId: writer.requestId,
      });
      return toAttachment(target.semester, row!);
    });
  } catch (error) {
    // No row, no file: a failed insert leaves nothing behind on disk.
    await deps.store.remove(request.id, id);
    throw error;
  }
}

/** The file's record and bytes, for someone who may read the request. */
export async function openAttachment(
  deps: { db: Db; store: AttachmentStore },
  actor: Acting['actor'],
  target: Target & { attachmentId: string },
) {
  const request = await openable(deps.db, actor, target);
  const [row] = await deps.db
    .select()
    .from(roomRequestAttachments)
    .where(
      and(
        eq(roomRequestAttachments.id, target.attachmentId),
        eq(roomRequestAttachments.requestId, request.id),
        isNull(roomRequestAttachments.pendingKeyHash),
      ),
    );
  if (!row) throw notFound('Attachment not found');
  const bytes = await deps.store.open(request.id, row.id);
  if (!bytes) throw notFound(attachmentMessages.gone);
  return { row, bytes };
}
