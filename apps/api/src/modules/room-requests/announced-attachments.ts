import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  attachmentMessages,
  attachmentPath,
  contentMatchesType,
  type AttachmentContentType,
} from '@cp/contracts/room-requests';
import type { z } from 'zod';
import type { attachmentInfoSchema } from '@cp/contracts/room-requests';
import type { Db, Tx } from '../../db/client';
import { roomRequestAttachments, roomRequestUpdates } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { bodyRefusal } from '../../plugins/errors';
import type { Acting } from '../../plugins/auth';
import type { AttachmentStore } from './attachment-store';
import { findRoomRequestRow } from './repository';
import { assertMayOpen } from './access';

/** How long an upload URL answered with a status update takes its file (a presigned URL's life). */
export const uploadWindowMinutes = 15;
export const expiredUploadMessage = 'The upload link has expired or was used: post the update again.';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The platform's way to attach a file to a status update: the update names the file (name, size,
 * type) and the answer carries a URL that takes its bytes once, without the session, as a
 * presigned upload URL does. Only the key's hash is stored.
 */
export async function announceAttachment(
  tx: Tx,
  publicUrl: string,
  writer: Acting,
  target: { semester: string; update: { id: number; requestId: string } },
  info: z.output<typeof attachmentInfoSchema>,
): Promise<string> {
  const id = randomUUID();
  const key = randomBytes(32).toString('base64url');
  await tx.insert(roomRequestAttachments).values({
    id,
    requestId: target.update.requestId,
    updateId: target.update.id,
    filename: info.filename,
    contentType: info.contentType,
    sizeBytes: info.fileSizeBytes,
    createdBy: writer.actor.username,
    pendingKeyHash: hashOf(key),
    pendingUntil: sql`now() + make_interval(mins => ${uploadWindowMinutes})`,
  });
  const path = `${attachmentPath(target.semester, target.update.requestId, id)}/content?key=${key}`;
  return new URL(path, publicUrl).href;
}

/** PUT {uploadUrl}: the announced file's bytes, of the announced type and size, once, in time. */
export async function receiveAnnouncedUpload(
  deps: { db: Db; store: AttachmentStore },
  target: { requestId: string; attachmentId: string; key: string },
  file: { contentType: AttachmentContentType; bytes: Buffer },
): Promise<{ attachmentId: string }> {
  const [row] = await deps.db
    .select()
    .from(roomRequestAttachments)
    .where(
      and(
        eq(roomRequestAttachments.id, target.attachmentId),
        eq(roomRequestAttachments.requestId, target.requestId),
        isNotNull(roomRequestAttachments.pendingKeyHash),
        gt(roomRequestAttachments.pendingUntil, sql`now()`),
      ),
    );
  const expected = Buffer.from(row?.pendingKeyHash ?? '0'.repeat(64), 'hex');
  if (!row || !timingSafeEqual(expected, Buffer.from(hashOf(target.key), 'hex'))) throw notFound(expiredUploadMessage);
  if (file.contentType !== row.contentType) throw bodyRefusal(415);
  if (file.bytes.length !== row.sizeBytes)
    throw badRequest(`The file must be the ${row.sizeBytes} bytes announced with the update.`);
  if (!contentMatchesType(file.bytes, file.contentType)) throw badRequest(attachmentMessages.contents);
  await deps.store.put(row.requestId, row.id, file.bytes);
  // The key works once: a second PUT finds no pending row.
  const [done] = await deps.db
    .update(roomRequestAttachments)
    .set({ pendingKeyHash: null, pendingUntil: null })
    .where(and(eq(roomRequestAttachments.id, row.id), isNotNull(roomRequestAttachments.pendingKeyHash)))
    .returning({ id: roomRequestAttachments.id });
  if (!done) throw notFound(expiredUploadMessage);
  return { attachmentId: row.id };
}

/** GET …/attachmentDownloadUrl/{createdAt}/{status}: where to fetch the file of that update. */
export async function downloadUrlOfUpdate(
  db: Db,
  publicUrl: string,
  actor: Acting['actor'],
  target: { semester: string; requestId: string; createdAt: string; status: string },
): Promise<{ downloadUrl: string }> {
  const request = await findRoomRequestRow(db, target.semester, target.requestId);
  if (!request) throw notFound('Room request not found');
  assertMayOpen(actor, request);
  const [row] = await db
    .select({ id: roomRequestAttachments.id })
    .from(roomRequestAttachments)
    .innerJoin(roomRequestUpdates, eq(roomRequestUpdates.id, roomRequestAttachments.updateId))
    .where(
      and(
        eq(roomRequestUpdates.requestId, request.id),
        eq(roomRequestUpdates.status, target.status as never),
        // Answers carry milliseconds; the column keeps microseconds.
        sql`date_trunc('milliseconds', ${roomRequestUpdates.createdAt}) = ${target.createdAt}::timestamptz`,
        isNull(roomRequestAttachments.pendingKeyHash),
      ),
    );
  if (!row) throw notFound('No file came with that update.');
  return { downloadUrl: new URL(attachmentPath(target.semester, request.id, row.id), publicUrl).href };
}
