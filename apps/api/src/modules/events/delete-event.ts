import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { requestDiscordSync } from './discord';
import { deleteEventRow, findEventRow, toEventInput } from './repository';
import { assertMayWrite, eventsTopic, type EventWriteDeps } from './write-context';
import type { Acting } from '../../plugins/auth';

/** Deletes an event with its audit entry; a missing event is 404. */
export async function deleteEvent(deps: EventWriteDeps, writer: Acting, eventId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await findEventRow(tx, eventId, true);
    if (!current) throw notFound('Event not found.');
    assertMayWrite(writer.actor, toEventInput(current));
    await deleteEventRow(tx, eventId);
    await writeAudit(tx, {
      module: 'events',
      actor: writer.actor.username,
      target: eventId,
      message: `Deleted event "${current.title}".`,
      requestId: writer.requestId,
    });
    await requestDiscordSync(tx, deps, eventId, null, writer.actor.username);
  });
  await deps.changes.publish(eventsTopic, eventId);
}
