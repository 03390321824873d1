import { createHash } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { occurrences, type EventRepeat } from '@cp/contracts/events';
import { portalTimeZone } from '@cp/contracts/portal-time';
import type { ScheduledEventBody } from './discord-api';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A portal event as Discord should show it (local portal times), sent by the events module. */
export interface DiscordEventSpec {
  title: string;
  /** The host organization's name, put before the title unless the title already names it. */
  hostName: string;
  description: string;
  location: string;
  /** The event's page in the portal, linked from the description. */
  url: string;
  start: string;
  end?: string;
  repeats?: EventRepeat;
  repeatEnds?: string;
  repeatExcludes: string[];
}

/** One occurrence Discord should have, keyed as discord_scheduled_events keys it. */
export interface WantedOccurrence {
  occurrence: string;
  startsAt: Date;
  endsAt: Date;
  body: ScheduledEventBody;
  hash: string;
}

// Discord's limits on an event's text (name 1-100, description up to 1000, location 1-100).
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const toInstant = (local: string) => dayjs.tz(local, portalTimeZone).toDate();
/** Discord needs an end for an external event: an event without one is shown as an hour long. */
const defaultLengthMs = 3_600_000;
/** However long the horizon, a series never takes more than this many of the server's 100 events. */
export const maxOccurrencesPerSeries = 12;

function bodyOf(spec: DiscordEventSpec, startsAt: Date, endsAt: Date): ScheduledEventBody {
  const named = spec.title.toLowerCase().includes(spec.hostName.toLowerCase());
  return {
    name: clip(named ? spec.title : `${spec.hostName} - ${spec.title}`, 100),
    description: clip(`${spec.description}\n\nDetails: ${spec.url}`, 1000),
    scheduled_start_time: startsAt.toISOString(),
    scheduled_end_time: endsAt.toISOString(),
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: clip(spec.location, 100) },
  };
}

/**
 * What Discord should hold for `spec` at `now`: a one-off event until it ends, however far ahead;
 * a series' occurrences not yet over that start within `horizonDays`. `nextEntersAt` is when the
 * next occurrence beyond the horizon enters it (null when none will).
 */
export function wantedOccurrences(
  spec: DiscordEventSpec,
  now: Date,
  horizonDays: number,
): { wanted: WantedOccurrence[]; nextEntersAt: Date | null } {
  const horizonMs = horizonDays * 86_400_000;
  const until = now.getTime() + horizonMs;
  const wanted: WantedOccurrence[] = [];
  const step = (spec.repeats === 'biweekly' ? 14 : 7) * 86_400_000;
  // Jump over the occurrences long past instead of walking a years-old series.
  const behind = spec.repeats
    ? Math.max(0, Math.floor((now.getTime() - toInstant(spec.start).getTime()) / step) - 1)
    : 0;
  for (const occurrence of occurrences(spec, behind)) {
    const startsAt = toInstant(occurrence.start);
    const endsAt = spec.end ? toInstant(occurrence.end) : new Date(startsAt.getTime() + defaultLengthMs);
    if (endsAt.getTime() <= now.getTime()) continue;
    if (spec.repeats && (startsAt.getTime() >= until || wanted.length >= maxOccurrencesPerSeries)) {
      return { wanted, nextEntersAt: new Date(Math.max(startsAt.getTime() - horizonMs, now.getTime() + 3_600_000)) };
    }
    const body = bodyOf(spec, startsAt, endsAt);
    wanted.push({
      occurrence: spec.repeats ? occurrence.start.slice(0, 10) : '',
      startsAt,
      endsAt,
      body,
      hash: createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22),
    });
  }
  return { wanted, nextEntersAt: null };
}
