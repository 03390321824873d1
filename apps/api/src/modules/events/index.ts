// What other modules may ask of events (modules/README.md: a module's public face).
import type { EventResponse } from '@cp/contracts/events';
import type { Db, Tx } from '../../db/client';
import { findEventRow, findEventRowPrepared, toEventResponse } from './repository';

export { instantToLocal, localToInstant, portalNow as portalNowLocal } from './local-time';

/** An event as the API shows it (local portal times, its repeat rule), or undefined for an unknown id. */
export async function findEvent(db: Db, id: string): Promise<EventResponse | undefined> {
  const row = await findEventRowPrepared(db, id);
  return row && toEventResponse(row);
}
export { occurrenceInvitation } from './invitation';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event's title, instants and place (a ticket's wallet pass shows them), or undefined for an unknown id. */
export async function findEventTimeAndPlace(
  db: Db | Tx,
  id: string,
): Promise<{ title: string; startsAt: Date; endsAt: Date | null; location: string } | undefined> {
  // Event ids are UUIDs: anything else names no event (and would be a type error in the query).
  if (!uuidPattern.test(id)) return undefined;
  const row = await findEventRow(db, id);
  return row && { title: row.title, startsAt: row.startsAt, endsAt: row.endsAt, location: row.location };
}
export { nextPublicEvents, occurrencesBetween, type EventOccurrence, type NearEventJson } from './home-events';
export { eventIdsNearSql, eventsNearSql } from './repository';
export { demoEventIds } from './seed';
export { eventsTopic } from './write-context';
