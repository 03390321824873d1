import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';

/** A member's RSVP profile (issue 24): asked once, edited on /profile, copied into each RSVP. */
export const rsvpProfiles = pgTable('rsvp_profiles', {
  /** The member's email, as every RSVP record names them. */
  userId: text('user_id').primaryKey(),
  /** Their name in the directory when they saved the profile, copied into each RSVP for the door's search. */
  name: text('name').notNull().default(''),
  /** Their personal QR as a base64 PNG, drawn when they save the profile, for every confirmation email. */
  checkInQr: text('check_in_qr'),
  graduationYear: integer('graduation_year').notNull(),
  graduationMonth: text('graduation_month').notNull(),
  degree: text('degree').notNull(),
  major: text('major').notNull(),
  interests: jsonb('interests').$type<string[]>().notNull(),
  dietaryRestrictions: jsonb('dietary_restrictions').$type<string[]>().notNull(),
  dietaryOther: text('dietary_other').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * RSVP settings (decision 0019): `occurrence` '' holds an event's own (a one-off event, or a
 * series' defaults, whose window is that of its first occurrence); a date holds one occurrence's.
 */
export const rsvpConfigs = pgTable(
  'rsvp_configs',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull().default(''),
    rsvpLimit: integer('rsvp_limit'),
    rsvpOpenAt: timestamp('rsvp_open_at', { withTimezone: true }).notNull(),
    rsvpCloseAt: timestamp('rsvp_close_at', { withTimezone: true }).notNull(),
    rsvpCheckInEnabled: boolean('rsvp_check_in_enabled').notNull(),
    waitlist: boolean('waitlist').notNull(),
    reminderHoursBefore: integer('reminder_hours_before'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrence] })],
);

/** What an RSVP keeps of the member's profile as it was when they RSVP'd (none for a walk-in). */
export interface RsvpProfileSnapshot {
  name: string;
  graduationYear: number;
  graduationMonth: string;
  degree: string;
  major: string;
  interests: string[];
  dietaryRestrictions: string[];
  dietaryOther: string;
}

/**
 * One member's RSVP to one event or occurrence (decision 0019). The key makes a second RSVP a
 * conflict; `seq` orders the waitlist (and the RSVPs over time).
 */
export const rsvps = pgTable(
  'rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull().default(''),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ['confirmed', 'waitlisted'] }).notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    profile: jsonb('profile').$type<RsvpProfileSnapshot>(),
    paidMember: boolean('paid_member').notNull(),
    walkIn: boolean('walk_in').notNull().default(false),
    createdAt: createdAt(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by'),
    /** When this attendee's reminder was queued (or passed over: the gathering had begun). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.occurrence, t.userId] }),
    index('rsvps_by_status').on(t.eventId, t.occurrence, t.status, t.seq),
    index('rsvps_by_user').on(t.userId),
    // The reminder job's scan: confirmed attendees not yet reminded.
    index('rsvps_to_remind')
      .on(t.eventId, t.occurrence)
      .where(sql`status = 'confirmed' and reminded_at is null`),
  ],
);
