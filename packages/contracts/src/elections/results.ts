import { z } from 'zod';
import { electionMethods, position } from './definition';
import { publishedBallot } from './ballot';

export const countRound = z.object({
  tallies: z.record(z.string(), z.number()),
  exhausted: z.number(),
  elected: z.array(z.string()),
  eliminated: z.string().optional(),
  surplusOf: z.string().optional(),
  tieBrokenByLot: z.array(z.string()).optional(),
});
export type CountRound = z.infer<typeof countRound>;

export const positionResult = z.object({
  positionId: z.string(),
  title: z.string(),
  method: z.enum(electionMethods),
  seats: z.int(),
  valid: z.int(),
  abstentions: z.int(),
  quota: z.int().optional(),
  /** Every key in the count and its name (a write-in's name as written, lower-cased). */
  names: z.record(z.string(), z.string()),
  rounds: z.array(countRound),
  elected: z.array(z.string()),
});
export type PositionResult = z.infer<typeof positionResult>;

export const electionResults = z.object({
  electionId: z.string(),
  title: z.string(),
  seed: z.string(),
  rollSize: z.int(),
  turnout: z.int(),
  positions: z.array(positionResult),
});
export type ElectionResults = z.infer<typeof electionResults>;

/**
 * The ballots file (GET /api/v1/elections/{id}/ballots): the ballot as it was offered, the seed,
 * and every ballot under its receipt code: enough for anyone to count again.
 */
export const ballotsFile = z.object({
  election: z.object({
    id: z.string(),
    title: z.string(),
    seed: z.string(),
    rollSize: z.int(),
    positions: z.array(position),
  }),
  ballots: z.array(publishedBallot),
});
export type BallotsFile = z.infer<typeof ballotsFile>;
