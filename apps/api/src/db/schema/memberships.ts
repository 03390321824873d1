import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Paid members (the list `acmpaid`). The primary key on the lower-case NetID is what makes a
 * payment or an import record a member exactly once.
 */
export const paidMembers = pgTable(
  'paid_members',
  {
    netId: text('net_id').primaryKey(),
    /** 'payment' (checkout), 'import' (CSV or API) or 'seed' (demo data). */
    source: text('source').notNull(),
    /** The checkout session that paid, or the importer's username. */
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('paid_members_net_id_lower', sql`${t.netId} = lower(${t.netId})`),
    check('paid_members_source', sql`${t.source} in ('payment', 'import', 'seed')`),
  ],
);

/** Partner organizations' lists kept by hand: a list exists while it has members. */
export const externalListMembers = pgTable(
  'external_list_members',
  {
    listId: text('list_id').notNull(),
    netId: text('net_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.netId] }),
    index('external_list_members_net_id').on(t.netId),
    check('external_list_members_net_id_lower', sql`${t.netId} = lower(${t.netId})`),
  ],
);
