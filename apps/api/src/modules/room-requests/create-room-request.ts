import type { RoomRequestInput } from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import { roomRequests, roomRequestUpdates } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { organizationExists } from './repository';
import type { Acting } from '../../plugins/auth';

/** The host must be one of the chapter's organizations, not just shaped like an org id. */
export async function assertHostExists(db: Db, host: string): Promise<void> {
  if (!(await organizationExists(db, host))) throw badRequest('Host is required');
}

/** Stores the request, its first update (`created`) and the audit entry in one transaction. */
export async function createRoomRequest(
  db: Db,
  writer: Acting,
  input: RoomRequestInput,
): Promise<{ id: string; status: 'created' }> {
  await assertHostExists(db, input.host);
  return db.transaction(async (tx) => {
    const { semester, title, host } = input;
    const [row] = await tx
      .insert(roomRequests)
      .values({ semester, title, host, requestedBy: writer.actor.username, details: input })
      .returning({ id: roomRequests.id });
    const id = row!.id;
    await tx
      .insert(roomRequestUpdates)
      .values({ requestId: id, status: 'created', notes: 'Request created.', createdBy: writer.actor.username });
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
