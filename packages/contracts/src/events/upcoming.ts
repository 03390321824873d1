import { nextOccurrence, type EventSchedule } from '../event-schedule';

/**
 * Whether an event still lies ahead at `now` (local portal time, same shape as the event's
 * times): a one-off until it ends, a series until its last occurrence ends (or forever).
 */
export function isUpcomingEvent(event: EventSchedule, now: string): boolean {
  return nextOccurrence(event, now) !== undefined;
}
