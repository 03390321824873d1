// When an event happens: its occurrences in wall-clock portal time. Only a type import: the light
// page for visitors (decision 0032) reads this file, and zod would double its bundle.
import type { EventRepeat } from '../events/event';

export interface EventSchedule {
  start: string;
  end?: string;
  repeats?: EventRepeat;
  repeatEnds?: string;
  repeatExcludes?: string[];
}

export interface Occurrence {
  start: string;
  /** When this occurrence is past: its end, or its start for an event without an end (spec section 7). */
  end: string;
}

const dayMs = 24 * 60 * 60 * 1000;

// Wall-clock arithmetic: local times are read as if UTC, so a weekly step keeps the clock time
// across daylight-saving changes, exactly as the iCalendar RRULE with its TZID does.
const wallMs = (local: string) => Date.parse(`${local}Z`);
const wallText = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/**
 * The occurrences of an event in order, from the `skip`-th on: the event itself, or for a
 * weekly/biweekly series each start up to and including repeatEnds (RRULE UNTIL) minus the
 * excluded days (EXDATE). An open series never ends: take what you need.
 */
export function* occurrences(event: EventSchedule, skip = 0): Generator<Occurrence> {
  const first = wallMs(event.start);
  const duration = event.end ? wallMs(event.end) - first : 0;
  const step = (event.repeats === 'biweekly' ? 14 : 7) * dayMs;
  const excluded = new Set(event.repeatExcludes ?? []);
  for (let index = skip; event.repeats || index === 0; index += 1) {
    const startMs = first + index * step;
    const start = wallText(startMs);
    if (event.repeatEnds !== undefined && start > event.repeatEnds) return;
    if (!excluded.has(start.slice(0, 10))) yield { start, end: wallText(startMs + duration) };
    if (!event.repeats) return;
  }
}

/** The first occurrence that has not ended at `now` (local portal time), if any. */
export function nextOccurrence(event: EventSchedule, now: string): Occurrence | undefined {
  // Jump over the occurrences that ended before now instead of walking years of a long series.
  const step = (event.repeats === 'biweekly' ? 14 : 7) * dayMs;
  const duration = event.end ? wallMs(event.end) - wallMs(event.start) : 0;
  const behind = event.repeats ? Math.floor((wallMs(now) - wallMs(event.start) - duration) / step) : 0;
  for (const occurrence of occurrences(event, Math.max(0, behind))) if (occurrence.end >= now) return occurrence;
  return undefined;
}
