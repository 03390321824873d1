import { nextOccurrence, occurrences, type EventSchedule, type Occurrence } from '@cp/contracts/event-schedule';

// Plain (no dayjs, no schemas): the light page for visitors (decision 0032) uses it too.
export { portalNow } from '../../lib/portal-clock';

const dayMs = 24 * 60 * 60 * 1000;
const stepMs = (event: EventSchedule) => (event.repeats === 'biweekly' ? 14 : 7) * dayMs;
// Wall-clock times compared as if UTC, as the contracts' occurrences do.
const wallMs = (local: string) => Date.parse(`${local.length === 10 ? `${local}T00:00:00` : local}Z`);

/** The occurrence of a repeating event that starts on `date` ('YYYY-MM-DD'), if the series has one then. */
export function occurrenceOn(event: EventSchedule, date: string): Occurrence | undefined {
  if (!event.repeats) return undefined;
  const skip = Math.max(0, Math.floor((wallMs(date) - wallMs(event.start.slice(0, 10))) / stepMs(event)));
  for (const occurrence of occurrences(event, skip)) {
    const day = occurrence.start.slice(0, 10);
    if (day === date) return occurrence;
    if (day > date) return undefined;
  }
  return undefined;
}

/** The next `count` occurrences of a series that have not ended at `now`. */
export function upcomingOccurrences(event: EventSchedule, now: string, count: number): Occurrence[] {
  const first = nextOccurrence(event, now);
  if (!first) return [];
  const skip = Math.round((wallMs(first.start) - wallMs(event.start)) / stepMs(event));
  const list: Occurrence[] = [];
  for (const occurrence of occurrences(event, skip)) {
    list.push(occurrence);
    if (list.length >= count) break;
  }
  return list;
}
