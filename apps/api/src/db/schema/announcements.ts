import type { Audience } from '@cp/contracts/announcements';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * An officer's message to members (issue 44, decision 0041). `scheduled` until `send_at`, then
 * `sending` from the moment its audience is snapshotted (the same transaction queues its mail),
 * `sent` once none of its mail is left to send; `cancelled` only from `scheduled`.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown, as the officer wrote it; rendered and sanitised when sent and when shown. */
    body: text('body').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    visibility: text('visibility', { enum: ['members', 'public'] }).notNull(),
    postToDiscord: boolean('post_to_discord').notNull().default(false),
    status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipientCount: integer('recipient_count'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_by_status').on(t.status, t.sendAt)],
);

/** The audience snapshot: each person once, with their outbox message (none when skipped at once). */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    outboxId: text('outbox_id'),
    /** 'unsubscribed' or 'suppressed' when the snapshot already knew it. */
    skipped: text('skipped'),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.email] }), index('announcement_recipients_outbox').on(t.outboxId)],
);
