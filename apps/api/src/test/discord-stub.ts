import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DiscordCall {
  method: string;
  /** The path under the API base, e.g. `/guilds/1/scheduled-events`. */
  path: string;
  body: unknown;
  /** The X-Audit-Log-Reason header, decoded. */
  reason: string | null;
}

/** A guild scheduled event as Discord keeps and answers it. */
export interface StubScheduledEvent {
  id: string;
  guild_id: string;
  channel_id: null;
  creator_id: string;
  name: string;
  description: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  privacy_level: number;
  status: number;
  entity_type: number;
  entity_id: null;
  entity_metadata: { location?: string } | null;
  image: null;
  recurrence_rule: null;
}

export interface DiscordStub {
  /** The API base to give as DISCORD_API_URL. */
  url: string;
  token: string;
  guildId: string;
  /** A channel webhook URL this stub answers. */
  webhookUrl: string;
  calls: DiscordCall[];
  /** The guild's scheduled events by id. */
  events: Map<string, StubScheduledEvent>;
  webhookMessages: { content: string; allowed_mentions?: unknown }[];
  /** How many scheduled (not ended) events the guild may hold: Discord's 100. */
  limit: number;
  /** The next `count` requests are refused with 429 and this retry_after (seconds), as Discord does. */
  rateLimitNext(count: number, retryAfter: number, global?: boolean): void;
  /** The next `count` requests fail with this status (a 5xx by default). */
  failNext(count: number, status?: number): void;
  /** While true, every request answers 503, as Discord does in an outage. */
  down: boolean;
  /** Awaited before each answer: a test acts while the portal waits for Discord. */
  beforeAnswer: ((call: DiscordCall) => Promise<void>) | null;
  close(): Promise<void>;
}

const apiBase = '/api/v10';
const unknownEvent = { message: 'Unknown Guild Scheduled Event', code: 10070 };
const formError = (field: string, code: string, message: string) => ({
  message: 'Invalid Form Body',
  code: 50035,
  errors: { [field]: { _errors: [{ code, message }] } },
});

/** Checks a create or edit as Discord checks an external event; the error to answer, or null. */
function invalid(event: StubScheduledEvent, creating: boolean): unknown {
  if (!event.name || event.name.length > 100) return formError('name', 'BASE_TYPE_BAD_LENGTH', 'Must be 1-100 long.');
  if ((event.description?.length ?? 0) > 1000)
    return formError('description', 'BASE_TYPE_BAD_LENGTH', 'Must be 1000 or fewer in length.');
  if (event.privacy_level !== 2) return formError('privacy_level', 'BASE_TYPE_CHOICES', 'Value must be one of {2}.');
  if (event.entity_type !== 3) return null;
  const location = event.entity_metadata?.location ?? '';
  if (!location || location.length > 100)
    return formError('entity_metadata', 'BASE_TYPE_REQUIRED', 'A location is required for external events.');
  if (!event.scheduled_end_time)
    return formError('scheduled_end_time', 'BASE_TYPE_REQUIRED', 'This field is required for external events.');
  const start = Date.parse(event.scheduled_start_time);
  if (Number.isNaN(start)) return formError('scheduled_start_time', 'DATE_TIME_TYPE_PARSE', 'Could not parse.');
  if (creating && start < Date.now())
    return formError(
      'scheduled_start_time',
      'GUILD_SCHEDULED_EVENT_SCHEDULE_PAST',
      'Cannot schedule event in the past.',
    );
  if (Date.parse(event.scheduled_end_time) <= start)
    return formError('scheduled_end_time', 'GUILD_SCHEDULED_EVENT_END_BEFORE_START', 'End must be after start.');
  return null;
}

/**
 * A local stand-in for Discord's REST API (v10): the guild scheduled event endpoints and channel
 * webhooks, with Discord's statuses and bodies (200 with the event, 204 on delete, 404 code 10070
 * for an unknown event, 400 code 30038 when the guild holds its limit, 401 for a wrong token) and
 * its rate-limit answer (429, `retry_after` in the JSON, Retry-After and X-RateLimit-* headers).
 */
export async function startDiscordStub(): Promise<DiscordStub> {
  const token = 'stub-bot-token';
  const guildId = '1234567890123456789';
  let snowflake = 1_300_000_000_000_000_000n;
  const limited: { retryAfter: number; global: boolean }[] = [];
  const failing: number[] = [];
  let origin = '';

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => void answer());
    const answer = async () => {
      const url = new URL(request.url ?? '/', origin);
      const path = url.pathname.startsWith(apiBase) ? url.pathname.slice(apiBase.length) : url.pathname;
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      const reasonHeader = request.headers['x-audit-log-reason'];
      const reason = typeof reasonHeader === 'string' ? decodeURIComponent(reasonHeader) : null;
      const method = request.method ?? '';
      const call = { method, path, body, reason };
      stub.calls.push(call);
      await stub.beforeAnswer?.(call);
      const send = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        response.end(json === undefined ? undefined : JSON.stringify(json));
      };

      const limit = limited.shift();
      if (limit) {
        return send(
          429,
          { message: 'You are being rate limited.', retry_after: limit.retryAfter, global: limit.global },
          {
            'retry-after': String(Math.ceil(limit.retryAfter)),
            'x-ratelimit-limit': '5',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset-after': String(limit.retryAfter),
            'x-ratelimit-bucket': 'stub-bucket',
            'x-ratelimit-scope': limit.global ? 'global' : 'user',
            ...(limit.global ? { 'x-ratelimit-global': 'true' } : {}),
          },
        );
      }
      if (stub.down) return send(503, { message: '503: Service Unavailable', code: 0 });
      const failure = failing.shift();
      if (failure) return send(failure, { message: `${failure}: Server Error`, code: 0 });

      const webhook = /^\/webhooks\/(\d+)\/([\w-]+)$/.exec(path);
      if (webhook && method === 'POST') {
        if (webhook[2] !== 'stub-webhook-token') return send(401, { message: 'Invalid Webhook Token', code: 50027 });
        const message = (body ?? {}) as { content?: string; allowed_mentions?: unknown };
        if (!message.content) return send(400, { message: 'Cannot send an empty message', code: 50006 });
        if (message.content.length > 2000)
          return send(400, formError('content', 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.'));
        stub.webhookMessages.push({ content: message.content, allowed_mentions: message.allowed_mentions });
        return send(204);
      }

      if (request.headers.authorization !== `Bot ${token}`) return send(401, { message: '401: Unauthorized', code: 0 });
      const route = /^\/guilds\/(\d+)\/scheduled-events(?:\/(\d+))?$/.exec(path);
      if (!route) return send(404, { message: '404: Not Found', code: 0 });
      if (route[1] !== guildId) return send(404, { message: 'Unknown Guild', code: 10004 });
      const id = route[2];
      const fields = (body ?? {}) as Partial<StubScheduledEvent>;

      if (!id && method === 'GET') return send(200, [...stub.events.values()]);
      if (!id && method === 'POST') {
        const scheduled = [...stub.events.values()].filter((e) => e.status === 1 || e.status === 2).length;
        if (scheduled >= stub.limit)
          return send(400, {
            message: 'Maximum number of uncompleted guild scheduled events reached (100)',
            code: 30038,
          });
        snowflake += 1n;
        const event: StubScheduledEvent = {
          id: String(snowflake),
          guild_id: guildId,
          channel_id: null,
          creator_id: '1000000000000000001',
          name: fields.name ?? '',
          description: fields.description ?? null,
          scheduled_start_time: fields.scheduled_start_time ?? '',
          scheduled_end_time: fields.scheduled_end_time ?? null,
          privacy_level: fields.privacy_level ?? 0,
          status: 1,
          entity_type: fields.entity_type ?? 0,
          entity_id: null,
          entity_metadata: fields.entity_metadata ?? null,
          image: null,
          recurrence_rule: null,
        };
        const error = invalid(event, true);
        if (error) return send(400, error);
        stub.events.set(event.id, event);
        return send(200, event);
      }
      const existing = id ? stub.events.get(id) : undefined;
      if (!existing) return send(404, unknownEvent);
      if (method === 'GET') return send(200, existing);
      if (method === 'PATCH') {
        const next = { ...existing, ...fields, id: existing.id, guild_id: guildId };
        const error = invalid(next, false);
        if (error) return send(400, error);
        stub.events.set(existing.id, next);
        return send(200, next);
      }
      if (method === 'DELETE') {
        stub.events.delete(existing.id);
        return send(204);
      }
      return send(405, { message: '405: Method Not Allowed', code: 0 });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stub: DiscordStub = {
    url: `${origin}${apiBase}`,
    token,
    guildId,
    webhookUrl: `${origin}${apiBase}/webhooks/1300000000000000999/stub-webhook-token`,
    calls: [],
    events: new Map(),
    webhookMessages: [],
    limit: 100,
    down: false,
    beforeAnswer: null,
    rateLimitNext(count, retryAfter, global = false) {
      for (let i = 0; i < count; i += 1) limited.push({ retryAfter, global });
    },
    failNext(count, status = 502) {
      for (let i = 0; i < count; i += 1) failing.push(status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}
