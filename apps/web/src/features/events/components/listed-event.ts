import { nextOccurrence, type EventResponse } from '@cp/contracts/events';

/** An event as a list row: the occurrence to show (the next one of a series still running). */
export interface ListedEvent {
  event: EventResponse;
  start: string;
  end?: string;
}

/**
 * An upcoming series is listed by its next occurrence (the same rule as the feed's upcomingOnly
 * and the iCalendar expansion); anything else by its own dates.
 */
export function listedEvent(event: EventResponse, now: string): ListedEvent {
  const next = event.repeats ? nextOccurrence(event, now) : undefined;
  if (!next) return { event, start: event.start, end: event.end };
  return { event, start: next.start, end: event.end && next.end };
}

export interface EventsViewProps {
  /** Names the list for assistive technology, e.g. 'Upcoming events'. */
  label: string;
  events: ListedEvent[] | undefined;
  hostNames: Map<string, string>;
  emptyText: string;
  onDelete: (event: EventResponse) => void;
}
