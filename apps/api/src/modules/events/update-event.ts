import { createEventRequest, type EventChanges, type EventResponse } from '@cp/contracts/events';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import { requestDiscordSync } from './discord';
import { findEventRow, replaceEvent, toEventInput, toEventResponse } from './repository';
import { resolveOrganizationId } from '../organizations';
import { assertMayWrite, eventsTopic, type EventWriteDeps } from './write-context';
import type { Acting } from '../../plugins/auth';

/** Applies the changes to the stored event (null clears a field) and checks every rule on the result. */
function applyChanges(current: Record<string, unknown>, changes: EventChanges): unknown {
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next;
}

/** Edits an event under a row lock, so two edits never overwrite each other's fields unseen. */
export async function updateEvent(
  deps: EventWriteDeps,
  writer: Acting,
  eventId: string,
  changes: EventChanges,
): Promise<EventResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findEventRow(tx, eventId, true);
    if (!current) throw notFound('Event not found.');
    const before = toEventInput(current);
    assertMayWrite(writer.actor, before);
    const parsed = createEventRequest.safeParse(applyChanges(before, changes));
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid event.');
    // Named by id or by name: stored by id, and the key's host restriction checks the id.
    const after = { ...parsed.data, host: await resolveOrganizationId(tx, parsed.data.host) };
    assertMayWrite(writer.actor, after);
    const updated = await replaceEvent(tx, eventId, after);
    await writeAudit(tx, {
      module: 'events',
      actor: writer.actor.username,
      target: eventId,
      message: `Updated event "${after.title}".`,
      requestId: writer.requestId,
    });
    await requestDiscordSync(tx, deps, eventId, after, writer.actor.username);
    return updated;
  });
  await deps.changes.publish(eventsTopic, eventId);
  return toEventResponse(row, true);
}
