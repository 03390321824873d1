import type { EventRepeat } from './event';

interface EventTimes {
  start: string;
  end?: string;
  repeats?: EventRepeat;
  repeatEnds?: string;
}

/**
 * Whether an event still lies ahead at `now` (local portal time, same shape as the event's
 * times): a one-off until it ends, a repeating event until its repeats end (or forever).
 */
export function isUpcomingEvent(event: EventTimes, now: string): boolean {
  if (event.repeats) return event.repeatEnds === undefined || event.repeatEnds >= now;
  return (event.end ?? event.start) >= now;
}
