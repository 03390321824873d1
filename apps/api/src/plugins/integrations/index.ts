import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneFinishedJobs } from './outbox';
import { discordSettings, listmonkSettings } from './settings';
import { IntegrationWorker } from './worker';

export { enrolInListmonk, postToDiscordWebhook, requestDiscordEventSync, unsubscribeFromListmonk } from './requests';
export type { DiscordEventSpec } from './discord-occurrences';
export type { DiscordEventJob } from './discord-sync';
export type { IntegrationConfig } from './settings';
export { discordSettings, listmonkSettings };

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls owed to Discord and Listmonk (decision 0042); tests `flush()` them. */
    integrations: IntegrationWorker;
  }
}

/**
 * `app.integrations`: Discord's scheduled events and webhooks, and Listmonk's paid-member list,
 * kept in step from a durable outbox. Both services are off unless configured (config.ts); a
 * webhook post needs only its URL.
 */
export const integrationsPlugin = fp(
  async (app: FastifyInstance) => {
    const discord = discordSettings(app.config);
    const listmonk = listmonkSettings(app.config);
    const worker = new IntegrationWorker({
      database: app.database,
      discord,
      listmonk,
      directory: app.directory,
      warn: (fields, message) => app.log.warn(fields, message),
    });
    app.decorate('integrations', worker);
    app.retentionTasks.push(pruneFinishedJobs);
    if (app.config.NODE_ENV === 'test') return;
    app.log.info({ discord: discord !== null, listmonk: listmonk !== null }, 'integrations');
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'integrations' },
);
