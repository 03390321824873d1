import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Calls owed to Discord and Listmonk (plugins/integrations, decision 0042): written in the
 * transaction of the change that causes them and made after commit, with the mail outbox's lease
 * and backoff. A `subject` (one portal event, one email) has at most one pending row: a newer
 * request replaces its payload and bumps `version`, so only the latest state is sent.
 */
export const integrationOutbox = pgTable(
  'integration_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['discord-event', 'discord-webhook', 'listmonk'] }).notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Discord asked us to wait (429 retry_after): a newer request waits too. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('integration_outbox_pending_subject')
      .on(t.subject)
      .where(sql`done_at is null and failed_at is null`),
    index('integration_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/**
 * The Discord scheduled event made for each portal event or occurrence of a series. No foreign
 * key: the row outlives a deleted event until Discord's copy is deleted too.
 */
export const discordScheduledEvents = pgTable(
  'discord_scheduled_events',
  {
    eventId: uuid('event_id').notNull(),
    /** '' for a one-off event; the occurrence's local date ('YYYY-MM-DD') in a series. */
    occurrence: text('occurrence').notNull(),
    discordEventId: text('discord_event_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** What was last sent, so an unchanged occurrence is not edited again. */
    sentHash: text('sent_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrence] })],
);
