import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discordScheduledEvents } from '../../db/schema';
import { discordCodes, type DiscordGuildEvents } from './discord-api';
import { wantedOccurrences, type DiscordEventSpec, type WantedOccurrence } from './discord-occurrences';
import { CallError } from './http';

/** The job of one portal event: its state now (null once deleted) and who changed it. */
export interface DiscordEventJob {
  eventId: string;
  actor: string;
  event: DiscordEventSpec | null;
}

/** Discord holds at most 100 scheduled events that have not ended, in a server. */
export const guildScheduledEventLimit = 100;

const retryFullAfterMs = 6 * 3_600_000;

type Link = typeof discordScheduledEvents.$inferSelect;

const linkKey = (eventId: string, occurrence: string) =>
  and(eq(discordScheduledEvents.eventId, eventId), eq(discordScheduledEvents.occurrence, occurrence));

async function saveLink(db: Db, eventId: string, discordEventId: string, wanted: WantedOccurrence): Promise<void> {
  const values = {
    discordEventId,
    startsAt: wanted.startsAt,
    endsAt: wanted.endsAt,
    sentHash: wanted.hash,
  };
  await db
    .insert(discordScheduledEvents)
    .values({ eventId, occurrence: wanted.occurrence, ...values })
    .onConflictDoUpdate({ target: [discordScheduledEvents.eventId, discordScheduledEvents.occurrence], set: values });
}

async function dropLink(db: Db, link: Link): Promise<void> {
  await db.delete(discordScheduledEvents).where(linkKey(link.eventId, link.occurrence));
}

async function unfinishedLinkCount(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discordScheduledEvents)
    .where(gt(discordScheduledEvents.endsAt, now));
  return row?.n ?? 0;
}

/**
 * Brings Discord in step with one portal event: deletes what is no longer wanted, edits what
 * changed, creates what is missing, storing each Discord id as soon as Discord gives it, so an
 * attempt cut short (a 429, an outage, a crash) resumes where it stopped. Returns when the job
 * should run again (a series' next occurrence entering the horizon), or null.
 */
export async function syncDiscordEvent(
  db: Db,
  discord: DiscordGuildEvents,
  job: DiscordEventJob,
  options: { now: Date; horizonDays: number; warn: (message: string) => void },
): Promise<Date | null> {
  const { now } = options;
  const { wanted, nextEntersAt } = job.event
    ? wantedOccurrences(job.event, now, options.horizonDays)
    : { wanted: [], nextEntersAt: null };
  const links = await db.select().from(discordScheduledEvents).where(eq(discordScheduledEvents.eventId, job.eventId));
  const linked = new Map(links.map((link) => [link.occurrence, link]));
  const wantedKeys = new Set(wanted.map((w) => w.occurrence));
  const reason = (verb: string) => `${verb} in the portal by ${job.actor}`;
  let waiting = false;

  for (const link of links) {
    if (wantedKeys.has(link.occurrence)) continue;
    // One already over is left to Discord (it ends it); one ahead or under way is taken down.
    if (link.endsAt > now) await discord.remove(link.discordEventId, reason('Deleted'));
    await dropLink(db, link);
  }

  for (const occurrence of wanted) {
    const link = linked.get(occurrence.occurrence);
    // Discord moves no event that has started, and schedules none in the past.
    if (occurrence.startsAt <= now) continue;
    if (link) {
      if (link.sentHash === occurrence.hash || link.startsAt <= now) continue;
      if (await discord.modify(link.discordEventId, occurrence.body, reason('Updated'))) {
        await saveLink(db, job.eventId, link.discordEventId, occurrence);
        continue;
      }
      // Deleted by hand in the server: made again below.
      await dropLink(db, link);
    }
    if ((await unfinishedLinkCount(db, now)) >= guildScheduledEventLimit) {
      options.warn(`Discord holds ${guildScheduledEventLimit} events already; ${occurrence.body.name} waits`);
      waiting = true;
      continue;
    }
    let discordEventId: string;
    try {
      discordEventId = await discord.create(occurrence.body, reason('Created'));
    } catch (error) {
      if (!(error instanceof CallError) || error.code !== discordCodes.tooManyScheduledEvents) throw error;
      // Events made by hand count against the limit too: this one waits for the next run.
      options.warn(`Discord refused ${occurrence.body.name}: the server's scheduled events are full`);
      waiting = true;
      continue;
    }
    await saveLink(db, job.eventId, discordEventId, occurrence);
  }
  if (!waiting) return nextEntersAt;
  // Room is made as events end: look again in a few hours.
  const later = new Date(now.getTime() + retryFullAfterMs);
  return nextEntersAt && nextEntersAt < later ? nextEntersAt : later;
}
