import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolInListmonk } from '../../plugins/integrations';
import { startDiscordStub, type DiscordStub } from '../../test/discord-stub';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { startListmonkStub, type ListmonkStub } from '../../test/listmonk-stub';

// Where announcements meet the chapter's other channels (decisions 0041 and 0042): the Discord
// channel an announcement may also be posted to, and the Listmonk list a member leaves when they
// unsubscribe from announcements in the portal.
let t: TestApp;
let bare: TestApp;
let discord: DiscordStub;
let listmonk: ListmonkStub;
let dataDir: string;
beforeAll(async () => {
  discord = await startDiscordStub();
  listmonk = await startListmonkStub();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-announce-int-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    DISCORD_ANNOUNCEMENTS_WEBHOOK_URL: discord.webhookUrl,
    LISTMONK_URL: listmonk.url,
    LISTMONK_USERNAME: listmonk.username,
    LISTMONK_TOKEN: listmonk.token,
    LISTMONK_LIST_ID: String(listmonk.listId),
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await discord.close();
  await listmonk.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const officer = demo.events; // in 'Chapter Officers', which holds MANAGE_ANNOUNCEMENTS
const announce = (app: TestApp, subject: string, extra: Record<string, unknown> = {}) =>
  app.request({
    method: 'POST',
    url: '/api/v1/announcements',
    as: officer,
    payload: { subject, body: 'See you **Friday**.', audience: [{ kind: 'list', entries: ['student28'] }], ...extra },
  });

describe('announcements and the integrations', () => {
  it('posts an announcement marked for Discord to the channel webhook, and only that one', async () => {
    expect((await announce(t, 'Not for Discord')).statusCode).toBe(201);
    expect((await announce(t, 'Formal tickets', { postToDiscord: true, visibility: 'public' })).statusCode).toBe(201);
    await t.app.integrations.flush();
    expect(discord.webhookMessages).toHaveLength(1);
    expect(discord.webhookMessages[0]!.content).toMatch(/^\*\*Formal tickets\*\*\n\nSee you \*\*Friday\*\*\.\nhttp/);
  });

  it('refuses "post to Discord" with 400 on a portal without a webhook, and stores nothing', async () => {
    const refused = await announce(bare, 'Nowhere to post', { postToDiscord: true });
    expect(refused.statusCode).toBe(400);
    const list = await bare.request({ method: 'GET', url: '/api/v1/announcements', as: officer });
    expect(JSON.stringify(list.json())).not.toContain('Nowhere to post');
  });

  it('unsubscribes a member from the Listmonk list when they unsubscribe from announcements', async () => {
    const email = 'student28@illinois.edu';
    await t.database.db.transaction((tx) => enrolInListmonk(tx, t.app.config, [email]));
    await t.app.integrations.flush();
    expect(listmonk.subscribers.get(email)?.lists.get(listmonk.listId)).toBe('confirmed');
    await t.app.mailer.flush();
    const files = fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(
      files.map(async (f) => PostalMime.parse(fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8'))),
    );
    const mail = mails.find((m) => m.subject === 'Not for Discord')!;
    const link = mail.headers
      .find((h) => h.key === 'list-unsubscribe')!
      .value.replace(/\s+/g, '')
      .slice(1, -1);
    const res = await t.app.inject({
      method: 'POST',
      url: link.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    await t.app.integrations.flush();
    expect(listmonk.subscribers.get(email)?.lists.get(listmonk.listId)).toBe('unsubscribed');
  });
});
