import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './platform';

/**
 * The directory group that holds an org's leads (chapter configuration, seeded). Lead management
 * is offered only for the orgs listed here; the others manage their leads elsewhere.
 */
export const orgLeadGroups = pgTable('org_lead_groups', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id),
  groupId: text('group_id').notNull(),
});

/**
 * What the public sees about a lead. Who is a lead is the LEAD row in `org_roles` (the source
 * of roles); this row carries the name, title and vote, written in the same transaction.
 */
export const orgLeadDetails = pgTable(
  'org_lead_details',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    nonVotingMember: boolean('non_voting_member').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.username] })],
);
