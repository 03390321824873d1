// What other modules may ask of events (modules/README.md: a module's public face).
import type { EventResponse } from '@cp/contracts/events';
import type { Db } from '../../db/client';
import { findEventRowPrepared, toEventResponse } from './repository';

export { instantToLocal, localToInstant, portalNow as portalNowLocal } from './local-time';

/** An event as the API shows it (local portal times, its repeat rule), or undefined for an unknown id. */
export async function findEvent(db: Db, id: string): Promise<EventResponse | undefined> {
  const row = await findEventRowPrepared(db, id);
  return row && toEventResponse(row);
}
export { occurrenceInvitation } from './invitation';
export { nextPublicEvents, occurrencesBetween, type EventOccurrence, type NearEventJson } from './home-events';
export { eventIdsNearSql, eventsNearSql } from './repository';
