import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Eligibility, ElectionResults, Position } from '@cp/contracts/elections';
import { createdAt } from './columns';

/**
 * An election (issue 45, decision 0043): the ballot as offered (positions and candidates) and the
 * window. `opened_at` is set once, with the seed and the roll, when voting opens; `closed_at` and
 * `results` once, when it closes. Nothing about the ballot changes after opening.
 */
export const elections = pgTable('elections', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  eligibility: jsonb('eligibility').$type<Eligibility>().notNull(),
  positions: jsonb('positions').$type<Position[]>().notNull(),
  seed: text('seed'),
  rollSize: integer('roll_size'),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  results: jsonb('results').$type<ElectionResults>(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who may vote, fixed when voting opens, and whether each has voted: no time, no ballot, no
 * request. A mark is set by a conditional update, so a voter's second ballot finds it set.
 */
export const electionRoll = pgTable(
  'election_roll',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    netId: text('net_id').notNull(),
    voted: boolean('voted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.netId] })],
);

/**
 * The ballot box: each ballot under a random id and a random receipt code, with nothing about the
 * voter, the request or the time (not even the day: the election's window says it).
 */
export const electionBallots = pgTable(
  'election_ballots',
  {
    id: uuid('id').primaryKey(),
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    receipt: text('receipt').notNull(),
    choices: jsonb('choices').$type<Record<string, string[] | 'abstain'>>().notNull(),
  },
  (t) => [unique('election_ballots_receipt').on(t.receipt), index('election_ballots_election').on(t.electionId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Candidates' photos, uploaded with the election: each under the SHA-256 of its bytes, which the
 * candidate in `positions` names. A change before opening drops the photos no candidate names.
 */
export const electionPhotos = pgTable(
  'election_photos',
  {
    electionId: uuid('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.id] })],
);
