import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The local directory: profiles, groups and members (the default `Directory`). */
export const directoryUsers = pgTable('directory_users', {
  username: text('username').primaryKey(),
  mail: text('mail').notNull(),
  displayName: text('display_name'),
  givenName: text('given_name'),
  surname: text('surname'),
  /**
   * The university ID number (UIN), never stored in the clear (issue 42): a keyed hash to find a
   * person by a card swipe, and the number encrypted for showing it back to its owner.
   */
  uinHash: text('uin_hash').unique(),
  uinEncrypted: text('uin_encrypted'),
  createdAt: createdAt(),
});

export const directoryGroups = pgTable('directory_groups', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
});

export const directoryGroupMembers = pgTable(
  'directory_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => directoryGroups.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.username] }), index('directory_group_members_user').on(t.username)],
);

/**
 * The local directory's invitations: one row per invited email; re-inviting refreshes it.
 * `accepted_at` is set at the invited person's first sign-in (null: not yet accepted).
 */
export const directoryInvitations = pgTable('directory_invitations', {
  email: text('email').primaryKey(),
  invitedBy: text('invited_by').notNull(),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});
