import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { DiscordEventJob } from './discord-sync';
import type { ListmonkJob } from './listmonk-api';
import { requestJobs } from './outbox';
import { discordSettings, listmonkSettings, type IntegrationConfig } from './settings';
import type { WebhookJob } from './worker';

/**
 * Puts a portal event's state on Discord's to-do list (nothing when Discord is off): created,
 * changed (`event` its state now) or deleted (`event` null). In the transaction of the change;
 * the call is made after commit and retried, so the officer's save never waits on Discord.
 */
export async function requestDiscordEventSync(tx: Tx, config: IntegrationConfig, job: DiscordEventJob): Promise<void> {
  if (!discordSettings(config)) return;
  await requestJobs(tx, [{ kind: 'discord-event', subject: `discord-event:${job.eventId}`, payload: job }]);
}

/**
 * Posts `content` to a Discord channel through its webhook URL, after the caller's transaction
 * commits, with the same retries (429 retry_after, 5xx) as every Discord call. Mentions are not
 * parsed; content over 2,000 characters is cut. Needs no bot: the URL is the credential.
 */
export async function postToDiscordWebhook(tx: Tx, post: WebhookJob): Promise<void> {
  const url = URL.parse(post.webhookUrl);
  if (!url || !['https:', 'http:'].includes(url.protocol)) throw new Error('A Discord webhook URL is an http(s) URL.');
  if (!post.content.trim()) throw new Error('A Discord message needs some text.');
  await requestJobs(tx, [{ kind: 'discord-webhook', subject: `discord-webhook:${randomUUID()}`, payload: post }]);
}

const listmonkJobs = (emails: string[], action: ListmonkJob['action']) =>
  emails.map((email) => {
    const payload: ListmonkJob = { action, email: email.trim().toLowerCase() };
    return { kind: 'listmonk' as const, subject: `listmonk:${payload.email}`, payload };
  });

/**
 * Adds new paid members to the configured Listmonk list, confirmed (nothing when Listmonk is
 * off), after the caller's transaction commits.
 */
export async function enrolInListmonk(tx: Tx, config: IntegrationConfig, emails: string[]): Promise<void> {
  if (!listmonkSettings(config)) return;
  await requestJobs(tx, listmonkJobs(emails, 'subscribe'));
}

/**
 * Unsubscribes the email from the configured Listmonk list (nothing when Listmonk is off), after
 * the caller's transaction commits. A later enrolment of the same email replaces a pending one.
 */
export async function unsubscribeFromListmonk(tx: Tx, config: IntegrationConfig, email: string): Promise<void> {
  if (!listmonkSettings(config)) return;
  await requestJobs(tx, listmonkJobs([email], 'unsubscribe'));
}
