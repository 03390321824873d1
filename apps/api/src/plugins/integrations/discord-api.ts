import { callJson, CallError } from './http';
import type { DiscordSettings } from './settings';

/** Discord's JSON error codes the sync acts on. */
export const discordCodes = { unknownScheduledEvent: 10070, tooManyScheduledEvents: 30038 } as const;

/** A guild scheduled event as we send it: an external event, visible to the server's members. */
export interface ScheduledEventBody {
  name: string;
  description: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  privacy_level: 2;
  entity_type: 3;
  entity_metadata: { location: string };
}

// Discord asks every bot for a User-Agent of this form.
const userAgent = 'DiscordBot (chapter-portal, 1.0)';

/** Create, edit and delete the server's scheduled events through Discord's REST API, as the bot. */
export function discordGuildEvents(settings: DiscordSettings) {
  const base = `${settings.apiUrl}/guilds/${settings.guildId}/scheduled-events`;
  const headers = (reason: string) => ({
    authorization: `Bot ${settings.token}`,
    'user-agent': userAgent,
    // Shown in the server's audit log; the header must be URL-encoded.
    'x-audit-log-reason': encodeURIComponent(reason.slice(0, 400)),
  });
  return {
    async create(body: ScheduledEventBody, reason: string): Promise<string> {
      const answer = await callJson('Discord', base, { method: 'POST', headers: headers(reason), body });
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') throw new CallError('Discord answered without an event id', answer.status);
      return id;
    },
    /** False when Discord no longer has the event (deleted by hand in the server). */
    async modify(discordEventId: string, body: ScheduledEventBody, reason: string): Promise<boolean> {
      const answer = await callJson(
        'Discord',
        `${base}/${discordEventId}`,
        { method: 'PATCH', headers: headers(reason), body },
        [404],
      );
      return answer.status !== 404;
    },
    /** An event Discord no longer has counts as deleted. */
    async remove(discordEventId: string, reason: string): Promise<void> {
      await callJson('Discord', `${base}/${discordEventId}`, { method: 'DELETE', headers: headers(reason) }, [404]);
    },
  };
}
export type DiscordGuildEvents = ReturnType<typeof discordGuildEvents>;

/** Discord refuses a message over 2,000 characters: a longer one is cut, marked with an ellipsis. */
export const webhookContentMax = 2000;

/**
 * Posts a message through a channel webhook. Mentions are not parsed, so an announcement that
 * says @everyone does not ping the whole server.
 */
export async function postDiscordWebhook(webhookUrl: string, content: string): Promise<void> {
  const text = content.length > webhookContentMax ? `${content.slice(0, webhookContentMax - 1)}…` : content;
  await callJson('Discord webhook', webhookUrl, {
    method: 'POST',
    headers: { 'user-agent': userAgent },
    body: { content: text, allowed_mentions: { parse: [] } },
  });
}
