import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Short links. A slug is unique regardless of letter case: the unique index on lower(slug) is
 * what decides a creation race, never a read before the insert.
 */
export const links = pgTable(
  'links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    redirect: text('redirect').notNull(),
    owner: text('owner').notNull(),
    /** Directory group ids the link is delegated to. */
    access: text('access')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('links_slug_lower').on(sql`lower(${t.slug})`), index('links_owner').on(t.owner)],
);
