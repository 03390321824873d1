import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** Lifecycle (issue 29): outside [valid_from, valid_until) or past max_clicks, visitors go to fallback_url. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxClicks: bigint('max_clicks', { mode: 'number' }),
    fallbackUrl: text('fallback_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('links_slug_lower').on(sql`lower(${t.slug})`), index('links_owner').on(t.owner)],
);

/**
 * Clicks (kept 90 days): one row per link, hour, visitor and kind of visit, with how many clicks
 * it stands for, so a burst from one client is one row. `day` is the Chicago day of `hour`;
 * `visitor` is an HMAC of the address and user agent under that day's salt, so it counts unique
 * visitors without keeping either.
 */
export const linkClicks = pgTable(
  'link_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    referrerHost: text('referrer_host'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    bot: boolean('bot').notNull(),
    qr: boolean('qr').notNull(),
    visitor: text('visitor').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [index('link_clicks_link_day').on(t.linkId, t.day), index('link_clicks_day').on(t.day)],
);

/** Counts by name (referrer host, device type or browser) for one link on one day. */
export type NamedCounts = Record<string, number>;

/** A link's clicks per Chicago day, rolled up from link_clicks and kept forever. Bots are counted apart. */
export const linkDailyTotals = pgTable(
  'link_daily_totals',
  {
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull(),
    uniqueVisitors: integer('unique_visitors').notNull(),
    qr: integer('qr').notNull(),
    bots: integer('bots').notNull(),
    referrers: jsonb('referrers').$type<NamedCounts>().notNull(),
    devices: jsonb('devices').$type<NamedCounts>().notNull(),
    browsers: jsonb('browsers').$type<NamedCounts>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

/** The random salt of each Chicago day's visitor hashes; deleted once the day is over. */
export const linkVisitorSalts = pgTable('link_visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
