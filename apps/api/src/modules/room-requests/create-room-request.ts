import type { RoomRequestInput } from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { assertHostExists } from '../organizations';
import { insertRoomRequest, insertUpdate } from './repository';
import type { Acting } from '../../plugins/auth';

/** The spec's words for a host that is not one of the chapter's organizations. */
export const unknownHostMessage = 'Host is required';

/** Stores the request, its first update (`created`) and the audit entry in one transaction. */
export async function createRoomRequest(
  db: Db,
  writer: Acting,
  input: RoomRequestInput,
): Promise<{ id: string; status: 'created' }> {
  await assertHostExists(db, input.host, unknownHostMessage);
  return db.transaction(async (tx) => {
    const { semester, title, host } = input;
    const id = await insertRoomRequest(tx, {
      semester,
      title,
      host,
      requestedBy: writer.actor.username,
      details: input,
    });
    await insertUpdate(tx, {
      requestId: id,
      status: 'created',
      notes: 'Request created.',
      createdBy: writer.actor.username,
    });
    await writeAudit(tx, {
      module: 'roomRequests',
      actor: writer.actor.username,
      target: id,
      message: `Created room request "${title}" for ${semester}.`,
      requestId: writer.requestId,
    });
    return { id, status: 'created' as const };
  });
}
