import type { EventInput, EventResponse } from '@cp/contracts/events';
import { events } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { toEventResponse, toEventValues } from './repository';
import { assertHostExists, assertMayWrite, eventsTopic, type EventWriteDeps } from './write-context';
import type { Acting } from '../../plugins/auth';

/** Stores a new event and its audit entry in one transaction, then tells every feed cache. */
export async function createEvent(deps: EventWriteDeps, writer: Acting, input: EventInput): Promise<EventResponse> {
  assertMayWrite(writer.actor, input);
  const row = await deps.db.transaction(async (tx) => {
    await assertHostExists(tx, input.host);
    const [created] = await tx.insert(events).values(toEventValues(input)).returning();
    await writeAudit(tx, {
      module: 'events',
      actor: writer.actor.username,
      target: created!.id,
      message: `Created event "${input.title}".`,
      requestId: writer.requestId,
    });
    return created!;
  });
  await deps.changes.publish(eventsTopic, row.id);
  return toEventResponse(row, true);
}
