import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { createdAt } from './columns';

/**
 * Chapter events. Times are instants (`timestamptz`); the API speaks local time in the chapter's zone (portalTimeZone)
 * and converts at the edge. Excluded dates are calendar days ('YYYY-MM-DD') in that time zone.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location').notNull(),
    locationLink: text('location_link'),
    host: text('host')
      .notNull()
      .references(() => organizations.id),
    featured: boolean('featured').notNull().default(false),
    /** The chapter platform's "RSVPs enabled" flag, stored and answered as sent (decision 0038). */
    rsvpEnabled: boolean('rsvp_enabled').notNull().default(false),
    paidEventId: text('paid_event_id'),
    repeats: text('repeats', { enum: ['weekly', 'biweekly'] }),
    repeatEndsAt: timestamp('repeat_ends_at', { withTimezone: true }),
    repeatExcludes: jsonb('repeat_excludes').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_starts_at').on(t.startsAt), index('events_host').on(t.host)],
);
