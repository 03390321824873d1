import { isUpcomingEvent, type EventResponse } from '@cp/contracts/events';
import type { Db } from '../../db/client';
import { portalNow } from './local-time';
import { listEventRows, toEventResponse } from './repository';

/** spec/decisions.md, "Events": the public feed may be up to 120 s old. */
export const feedMaxAgeSeconds = 120;

/** Every event in start order, or only those still ahead (the same rule the web app splits by). */
export async function listEvents(db: Db, upcomingOnly: boolean): Promise<EventResponse[]> {
  const list = (await listEventRows(db)).map((row) => toEventResponse(row));
  if (!upcomingOnly) return list;
  const now = portalNow();
  return list.filter((event) => isUpcomingEvent(event, now));
}
