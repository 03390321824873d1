import { and, eq, sql } from 'drizzle-orm';
import {
  createRoomRequestRequest,
  editRoomRequestRequest,
  nothingToEditMessage,
  notEditableMessage,
  onlyRequesterEditsMessage,
  roomRequestStatusLabels,
  type RoomRequestEditDiff,
  type RoomRequestInput,
} from '@cp/contracts/room-requests';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roomRequests } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { assertHostExists } from '../organizations';
import { unknownHostMessage } from './create-room-request';
import { insertUpdate } from './repository';

export const unchangedMessage = 'The edit changes nothing: every field sent already has that value.';

/** Each field whose stored value differs, with its value before and after. */
function diffOf(before: RoomRequestInput, after: RoomRequestInput): RoomRequestEditDiff {
  const diff: RoomRequestEditDiff = {};
  for (const key of Object.keys(after) as (keyof RoomRequestInput)[]) {
    const old = before[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(after[key] ?? null)) diff[key] = { old, new: after[key] ?? null };
  }
  return diff;
}

/**
 * The requester changes a request still in `created`: the merged request passes every creation
 * rule again (so answers that no longer apply are dropped, and show in the diff), and the
 * timeline gets an `edited` entry with the reason and each changed field's old and new value.
 */
export async function editRoomRequest(
  db: Db,
  writer: Acting,
  target: { semester: string; requestId: string },
  body: z.output<typeof editRoomRequestRequest>,
): Promise<{ id: string }> {
  const { reason, ...fields } = body;
  const named = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(named).length === 0) throw badRequest(nothingToEditMessage);
  if (typeof named.host === 'string') await assertHostExists(db, named.host, unknownHostMessage);
  return db.transaction(async (tx) => {
    // Locked: two edits at once each diff against what the other wrote, never a stale copy.
    const [row] = await tx
      .select()
      .from(roomRequests)
      .where(and(eq(roomRequests.id, target.requestId), eq(roomRequests.semester, target.semester)))
      .for('update');
    if (!row) throw notFound('Room request not found');
    if (row.requestedBy !== writer.actor.username) throw forbidden(onlyRequesterEditsMessage);
    if (row.status !== 'created') throw conflict(notEditableMessage(roomRequestStatusLabels[row.status]));
    const merged = createRoomRequestRequest.safeParse({ ...row.details, ...named, semester: row.semester });
    if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? 'Invalid request.');
    const after = merged.data;
    const diff = diffOf(row.details, after);
    const changed = Object.keys(diff);
    if (changed.length === 0) throw badRequest(unchangedMessage);
    await tx
      .update(roomRequests)
      .set({ title: after.title, host: after.host, details: after, updatedAt: sql`now()` })
      .where(eq(roomRequests.id, row.id));
    await insertUpdate(tx, {
      requestId: row.id,
      status: 'edited',
      notes: reason,
      createdBy: writer.actor.username,
      diff,
    });
    await writeAudit(tx, {
      module: 'roomRequests',
      actor: writer.actor.username,
      target: row.id,
      message: `Edited room request "${after.title}". Changed fields: ${changed.join(', ')}.`,
      requestId: writer.requestId,
    });
    return { id: row.id };
  });
}
