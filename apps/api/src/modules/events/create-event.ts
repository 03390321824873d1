import type { EventInput, EventResponse } from '@cp/contracts/events';
import { writeAudit } from '../../plugins/audit';
import { requestDiscordSync } from './discord';
import { insertEvent, toEventResponse } from './repository';
import { assertHostExists } from '../organizations';
import { assertMayWrite, eventsTopic, type EventWriteDeps } from './write-context';
import type { Acting } from '../../plugins/auth';

/** Stores a new event and its audit entry in one transaction, then tells every feed cache. */
export async function createEvent(deps: EventWriteDeps, writer: Acting, input: EventInput): Promise<EventResponse> {
  assertMayWrite(writer.actor, input);
  const row = await deps.db.transaction(async (tx) => {
    await assertHostExists(tx, input.host);
    const created = await insertEvent(tx, input);
    await writeAudit(tx, {
      module: 'events',
      actor: writer.actor.username,
      target: created.id,
      message: `Created event "${input.title}".`,
      requestId: writer.requestId,
    });
    await requestDiscordSync(tx, deps, created.id, input, writer.actor.username);
    return created;
  });
  await deps.changes.publish(eventsTopic, row.id);
  return toEventResponse(row, true);
}
