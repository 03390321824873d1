import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local directory's invitations: one row per invited email; re-inviting refreshes it. */
export const directoryInvitations = pgTable('directory_invitations', {
  email: text('email').primaryKey(),
  invitedBy: text('invited_by').notNull(),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
});
