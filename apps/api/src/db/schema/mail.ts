import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The stored message: the shape of `MailMessage` in plugins/mail/types.ts (kept here so the schema imports no plugin). */
export interface StoredMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: {
    filename: string;
    contentType: string;
    content: string;
    cid?: string;
    qr?: { text: string; width: number };
  }[];
}

/**
 * The mail outbox: a message is inserted in the transaction that causes it and sent after
 * commit. A sender claims a row with a lease (`lease_until`) so two senders never send it at
 * the same time, and a sender that dies mid-send gives the row back when the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    message: jsonb('message').$type<StoredMailMessage>().notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The consent category of bulk mail ('announcements', 'org-news:<org>', 'event-reminders');
     * null is transactional mail, sent first and never skipped.
     */
    category: text('category'),
    /** Bulk mail shares one body (`mail_bodies`) instead of a copy per recipient. */
    bodyId: text('body_id'),
    /** Not sent because the recipient had unsubscribed or was suppressed when its turn came. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null and skipped_at is null`),
  ],
);

/** The text and HTML one bulk message sends to everyone, with `%%PREFERENCES_URL%%` per person. */
export const mailBodies = pgTable('mail_bodies', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/**
 * A person's mail categories (issue 44), by email. No row means every category is on: the
 * chapter's announcements are opt-out, and unsubscribing is one click from any of them.
 */
export const mailPreferences = pgTable('mail_preferences', {
  email: text('email').primaryKey(),
  announcements: boolean('announcements').notNull().default(true),
  eventReminders: boolean('event_reminders').notNull().default(true),
  /** Organizations whose news this person does not want. */
  mutedOrganizations: jsonb('muted_organizations').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Permanent SMTP refusals of an address; from the third, no announcement goes to it. */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: text('email').primaryKey(),
  permanentFailures: integer('permanent_failures').notNull().default(0),
  lastError: text('last_error').notNull(),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
