import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationOutbox } from '../../db/schema';
import { startDiscordStub, type DiscordStub } from '../../test/discord-stub';
import { createTestApp, type TestApp } from '../../test/harness';
import { postToDiscordWebhook } from './index';
import { claimDueJobs } from './outbox';
import { IntegrationWorker } from './worker';

// No bot configured: a webhook needs only its URL.
let t: TestApp;
let discord: DiscordStub;
beforeAll(async () => {
  discord = await startDiscordStub();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await discord.close();
});

const post = (content: string, webhookUrl = discord.webhookUrl) =>
  t.database.db.transaction((tx) => postToDiscordWebhook(tx, { webhookUrl, content }));
const webhookRows = () =>
  t.database.db.select().from(integrationOutbox).where(like(integrationOutbox.subject, 'discord-webhook:%'));

describe('posting to a Discord channel webhook', () => {
  it('posts after commit, with mentions left unparsed, and nothing when the transaction rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await postToDiscordWebhook(tx, { webhookUrl: discord.webhookUrl, content: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await post('@everyone Spring social is on Friday!');
    expect(discord.webhookMessages).toEqual([]);
    await t.app.integrations.flush();
    expect(discord.webhookMessages).toEqual([
      { content: '@everyone Spring social is on Friday!', allowed_mentions: { parse: [] } },
    ]);
  });

  it('cuts a message to the 2,000 characters Discord takes', async () => {
    await post('x'.repeat(2500));
    await t.app.integrations.flush();
    const last = discord.webhookMessages.at(-1)!.content;
    expect(last).toHaveLength(2000);
    expect(last.endsWith('…')).toBe(true);
  });

  it('waits out a 429 and retries a 5xx, then posts once', async () => {
    discord.rateLimitNext(1, 30);
    await post('Held message');
    await t.app.integrations.flush();
    const [held] = (await webhookRows()).filter((row) => !row.doneAt);
    expect(held).toMatchObject({ attempts: 0, failedAt: null });
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The error names Discord's answer, never the webhook URL (its token is a secret).
    expect(held!.lastError).toBe('Discord webhook answered 429: You are being rate limited.');

    discord.failNext(1, 500);
    await t.database.db
      .update(integrationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(integrationOutbox.id, held!.id));
    await t.app.integrations.flush();
    expect(discord.webhookMessages.filter((m) => m.content === 'Held message')).toEqual([]);
    await t.database.db
      .update(integrationOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(integrationOutbox.id, held!.id));
    await t.app.integrations.flush();
    expect(discord.webhookMessages.filter((m) => m.content === 'Held message')).toHaveLength(1);
  });

  it('gives up on a webhook Discord refuses, and refuses what is not a URL or has no text', async () => {
    await post('Never arrives', discord.webhookUrl.replace('stub-webhook-token', 'revoked'));
    await t.app.integrations.flush();
    const refused = (await webhookRows()).find((row) => row.failedAt);
    expect(refused!.lastError).toBe('Discord webhook answered 401 (code 50027): Invalid Webhook Token');
    await expect(post('x', 'not a url')).rejects.toThrow('A Discord webhook URL is an http(s) URL.');
    await expect(post('  ')).rejects.toThrow('A Discord message needs some text.');
  });

  it('posts on its own after commit once started, as the server runs it', async () => {
    const worker = new IntegrationWorker({
      database: t.database,
      discord: null,
      listmonk: null,
      directory: t.app.directory,
      warn: () => {},
    });
    await worker.start();
    try {
      await post('Posted by the running worker');
      await expect
        .poll(() => discord.webhookMessages.filter((m) => m.content === 'Posted by the running worker').length, {
          timeout: 20_000,
        })
        .toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('posts a call whose worker died mid-call once its lease runs out, once', async () => {
    await post('Claimed by a worker that died');
    // A worker claims it (a 1 s lease) and is killed before calling Discord.
    const claimed = await claimDueJobs(t.database.db, 10, 1);
    expect(claimed.map((row) => (row.payload as { content: string }).content)).toContain(
      'Claimed by a worker that died',
    );
    await expect
      .poll(
        async () => {
          await t.app.integrations.flush();
          return discord.webhookMessages.filter((m) => m.content === 'Claimed by a worker that died').length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await t.app.integrations.flush();
    expect(discord.webhookMessages.filter((m) => m.content === 'Claimed by a worker that died')).toHaveLength(1);
  });
});
