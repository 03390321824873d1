import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordScheduledEvents, integrationOutbox } from '../../db/schema';
import { IntegrationWorker } from '../../plugins/integrations/worker';
import { startDiscordStub, type DiscordStub } from '../../test/discord-stub';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { instantToLocal, localToInstant } from './local-time';

let t: TestApp;
let discord: DiscordStub;
beforeAll(async () => {
  discord = await startDiscordStub();
  t = await createTestApp({
    DISCORD_BOT_TOKEN: discord.token,
    DISCORD_GUILD_ID: discord.guildId,
    DISCORD_API_URL: discord.url,
    DISCORD_HORIZON_DAYS: '28',
  });
});
afterAll(async () => {
  await t.close();
  await discord.close();
});

/** The local date `days` after today's (wall-clock days) at 18:00 portal time, as the event form sends it. */
const localDay = (days: number, time = '18:00:00') => {
  const today = Date.parse(`${instantToLocal(new Date()).slice(0, 10)}T00:00:00Z`);
  return `${new Date(today + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
};
const iso = (local: string) => localToInstant(local).toISOString();

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/events',
    as: demo.events,
    payload: {
      title: 'Intro to Rust',
      description: 'Learn Rust.',
      start: localDay(3),
      end: localDay(3, '19:30:00'),
      location: 'Siebel 1404',
      host: 'S01',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};
const patch = (id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/v1/events/${id}`, as: demo.events, payload });
const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/v1/events/${id}`, as: demo.events });
const linksOf = (id: string) =>
  t.database.db.select().from(discordScheduledEvents).where(eq(discordScheduledEvents.eventId, id));
const jobOf = async (id: string) => {
  const rows = await t.database.db
    .select()
    .from(integrationOutbox)
    .where(eq(integrationOutbox.subject, `discord-event:${id}`));
  return rows.find((row) => !row.doneAt && !row.failedAt) ?? rows[0];
};
/** Makes a waiting call due now, as if its wait had passed. */
const dueNow = (id: string) =>
  t.database.db
    .update(integrationOutbox)
    .set({ nextAttemptAt: sql`now()`, heldUntil: null })
    .where(eq(integrationOutbox.subject, `discord-event:${id}`));
const callsSince = (from: number) => discord.calls.slice(from).map((call) => `${call.method} ${call.path}`);
const eventsPath = () => `/guilds/${discord.guildId}/scheduled-events`;

describe('events on Discord', () => {
  it('creates a scheduled event after the save commits and stores its id', async () => {
    const before = discord.calls.length;
    const id = await create();
    // The save made no call: Discord is reached from the outbox, after commit.
    expect(discord.calls.length).toBe(before);
    await t.app.integrations.flush();

    expect(callsSince(before)).toEqual([`POST ${eventsPath()}`]);
    const [link] = await linksOf(id);
    const created = discord.events.get(link!.discordEventId);
    expect(created).toMatchObject({
      name: 'SIGPwny - Intro to Rust',
      description: `Learn Rust.\n\nDetails: http://localhost:8080/events/${id}`,
      scheduled_start_time: iso(localDay(3)),
      scheduled_end_time: iso(localDay(3, '19:30:00')),
      entity_type: 3,
      privacy_level: 2,
      entity_metadata: { location: 'Siebel 1404' },
    });
    expect(discord.calls.at(-1)!.reason).toBe(`Created in the portal by ${demo.events}`);
    expect((await jobOf(id))!.doneAt).not.toBeNull();
  });

  it('edits the same Discord event when the event changes, and deletes it with the event', async () => {
    const id = await create({ title: 'SIGPwny Meeting', end: undefined });
    await t.app.integrations.flush();
    const [link] = await linksOf(id);
    // An event without an end is shown as an hour long (Discord needs an end for an external event).
    expect(discord.events.get(link!.discordEventId)).toMatchObject({
      name: 'SIGPwny Meeting',
      scheduled_end_time: new Date(localToInstant(localDay(3)).getTime() + 3_600_000).toISOString(),
    });

    let before = discord.calls.length;
    expect((await patch(id, { location: 'Siebel 2405', start: localDay(4) })).statusCode).toBe(201);
    await t.app.integrations.flush();
    expect(callsSince(before)).toEqual([`PATCH ${eventsPath()}/${link!.discordEventId}`]);
    expect(discord.events.get(link!.discordEventId)).toMatchObject({
      entity_metadata: { location: 'Siebel 2405' },
      scheduled_start_time: iso(localDay(4)),
    });

    // A change Discord does not show (featured) makes no call.
    before = discord.calls.length;
    expect((await patch(id, { featured: true })).statusCode).toBe(201);
    await t.app.integrations.flush();
    expect(callsSince(before)).toEqual([]);

    expect((await remove(id)).statusCode).toBe(204);
    await t.app.integrations.flush();
    expect(callsSince(before)).toEqual([`DELETE ${eventsPath()}/${link!.discordEventId}`]);
    expect(discord.events.has(link!.discordEventId)).toBe(false);
    expect(await linksOf(id)).toEqual([]);
  });

  it('makes the event again when it was deleted by hand in the server', async () => {
    const id = await create({ title: 'Hand deleted' });
    await t.app.integrations.flush();
    const [first] = await linksOf(id);
    discord.events.delete(first!.discordEventId);
    await patch(id, { title: 'Hand deleted, renamed' });
    await t.app.integrations.flush();
    const [second] = await linksOf(id);
    expect(second!.discordEventId).not.toBe(first!.discordEventId);
    expect(discord.events.get(second!.discordEventId)!.name).toBe('SIGPwny - Hand deleted, renamed');
  });

  it("puts a series' occurrences within the horizon on Discord and follows its changes", async () => {
    const id = await create({
      title: 'Weekly Hack Night',
      start: localDay(1),
      end: localDay(1, '21:00:00'),
      repeats: 'weekly',
    });
    await t.app.integrations.flush();
    const dates = [1, 8, 15, 22].map((days) => localDay(days).slice(0, 10));
    const links = await linksOf(id);
    expect(links.map((link) => link.occurrence).sort()).toEqual(dates);
    for (const link of links) {
      expect(discord.events.get(link.discordEventId)).toMatchObject({
        scheduled_start_time: iso(`${link.occurrence}T18:00:00`),
        scheduled_end_time: iso(`${link.occurrence}T21:00:00`),
      });
    }
    // The series stays on the list, to add its next occurrence when it enters the horizon.
    const job = await jobOf(id);
    expect(job).toMatchObject({ doneAt: null, failedAt: null });
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const before = discord.calls.length;
    expect((await patch(id, { repeatExcludes: [dates[1]!] })).statusCode).toBe(201);
    await t.app.integrations.flush();
    const skipped = links.find((link) => link.occurrence === dates[1])!;
    expect(callsSince(before)).toEqual([`DELETE ${eventsPath()}/${skipped.discordEventId}`]);
    expect((await linksOf(id)).map((link) => link.occurrence).sort()).toEqual([dates[0], dates[2], dates[3]]);

    expect((await remove(id)).statusCode).toBe(204);
    await t.app.integrations.flush();
    expect(await linksOf(id)).toEqual([]);
    for (const link of links) expect(discord.events.has(link.discordEventId)).toBe(false);
    expect((await jobOf(id))!.doneAt).not.toBeNull();
  });

  it('waits as long as a 429 says, then sends, without counting it as a failed attempt', async () => {
    discord.rateLimitNext(1, 30);
    const id = await create({ title: 'Rate limited' });
    await t.app.integrations.flush();
    expect(await linksOf(id)).toEqual([]);
    const held = await jobOf(id);
    expect(held).toMatchObject({ attempts: 0, doneAt: null, failedAt: null, leaseUntil: null });
    expect(held!.lastError).toContain('Discord answered 429');
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: a flush sends nothing, and an edit meanwhile waits as well.
    const before = discord.calls.length;
    await patch(id, { title: 'Rate limited, renamed' });
    await t.app.integrations.flush();
    expect(discord.calls.length).toBe(before);
    expect((await jobOf(id))!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await dueNow(id);
    await t.app.integrations.flush();
    const [link] = await linksOf(id);
    expect(discord.events.get(link!.discordEventId)!.name).toBe('SIGPwny - Rate limited, renamed');
  });

  it('retries a 5xx with backoff, from the stored outbox, as a restarted server does', async () => {
    discord.failNext(1, 502);
    const id = await create({ title: 'Bad gateway' });
    await t.app.integrations.flush();
    const failed = await jobOf(id);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(failed!.lastError).toContain('Discord answered 502');
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await dueNow(id);
    const restarted = new IntegrationWorker({
      database: t.database,
      discord: { token: discord.token, guildId: discord.guildId, apiUrl: discord.url, horizonDays: 28 },
      listmonk: null,
      directory: t.app.directory,
      warn: () => {},
    });
    await restarted.flush();
    const [link] = await linksOf(id);
    expect(discord.events.get(link!.discordEventId)!.name).toBe('SIGPwny - Bad gateway');
    expect((await jobOf(id))!.doneAt).not.toBeNull();
  });

  it('saves, edits and deletes events while Discord is down, and catches up when it is back', async () => {
    discord.down = true;
    try {
      const kept = await create({ title: 'Made during the outage' });
      const gone = await create({ title: 'Deleted during the outage' });
      expect((await patch(kept, { title: 'Renamed during the outage' })).statusCode).toBe(201);
      expect((await remove(gone)).statusCode).toBe(204);
      await t.app.integrations.flush();
      expect((await jobOf(kept))!.lastError).toContain('Discord answered 503');
      expect(await linksOf(kept)).toEqual([]);
      discord.down = false;
      await dueNow(kept);
      await dueNow(gone);
      await t.app.integrations.flush();
      const [link] = await linksOf(kept);
      expect(discord.events.get(link!.discordEventId)!.name).toBe('SIGPwny - Renamed during the outage');
      expect(await linksOf(gone)).toEqual([]);
      expect((await jobOf(gone))!.doneAt).not.toBeNull();
    } finally {
      discord.down = false;
    }
  });

  it("keeps within the server's 100 scheduled events: a refused one waits, nothing fails", async () => {
    const limit = discord.limit;
    discord.limit = discord.events.size;
    try {
      const id = await create({ title: 'No room' });
      await t.app.integrations.flush();
      expect(await linksOf(id)).toEqual([]);
      const job = await jobOf(id);
      expect(job).toMatchObject({ doneAt: null, failedAt: null, attempts: 0 });
      expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    } finally {
      discord.limit = limit;
    }
  });

  it('sends the latest state when the event changes while its call to Discord is under way', async () => {
    const id = await create({ title: 'Before the edit' });
    discord.beforeAnswer = async () => {
      discord.beforeAnswer = null;
      expect((await patch(id, { title: 'Edited mid-call' })).statusCode).toBe(201);
    };
    const before = discord.calls.length;
    await t.app.integrations.flush();
    const [link] = await linksOf(id);
    expect(callsSince(before)).toEqual([`POST ${eventsPath()}`, `PATCH ${eventsPath()}/${link!.discordEventId}`]);
    expect(discord.events.get(link!.discordEventId)!.name).toBe('SIGPwny - Edited mid-call');
    expect((await jobOf(id))!.doneAt).not.toBeNull();
  });
});
