import type { EventInput, EventResponse } from '@cp/contracts/events';
import { writeAudit } from '../../plugins/audit';
import { requestDiscordSync } from './discord';
import { insertEvent, toEventResponse } from './repository';
import { resolveOrganizationId } from '../organizations';
import { assertMayWrite, eventsTopic, type EventWriteDeps } from './write-context';
import type { Acting } from '../../plugins/auth';

/** Stores a new event and its audit entry in one transaction, then tells every feed cache. */
export async function createEvent(deps: EventWriteDeps, writer: Acting, input: EventInput): Promise<EventResponse> {
  const row = await deps.db.transaction(async (tx) => {
    // Named by id or by name: stored by id, and the key's host restriction checks the id.
    const event = { ...input, host: await resolveOrganizationId(tx, input.host) };
    assertMayWrite(writer.actor, event);
    const created = await insertEvent(tx, event);
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
