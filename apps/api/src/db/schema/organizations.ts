import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  website: text('website'),
  links: jsonb('links').$type<{ type: string; url: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orgRoles = pgTable(
  'org_roles',
  {
    username: text('username').notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role', { enum: ['LEAD', 'MEMBER'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.orgId] })],
);

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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.username] })],
);
