import { z } from 'zod';
import { electionLimits } from './definition';

export const selection = z.union([
  z.object({ candidateId: z.string().min(1).max(20) }),
  z.object({ writeIn: z.string().trim().min(1, 'Write a name').max(electionLimits.writeIn) }),
]);
export type Selection = z.infer<typeof selection>;

/** One position's choice: candidates (in order of preference when ranked), or an abstention. */
export const positionChoice = z.object({
  abstain: z.boolean().default(false),
  selections: z
    .array(selection)
    .max(electionLimits.candidates + 5)
    .default([]),
});
export type PositionChoice = z.input<typeof positionChoice>;

export const castBallotRequest = z.object({
  choices: z.record(z.string().min(1).max(20), positionChoice),
});
export type CastBallotRequest = z.input<typeof castBallotRequest>;

export const castBallotResponse = z.object({
  /** The voter's proof that their ballot is in the published ballots: shown once. */
  receipt: z.string(),
});

/** A stored ballot's choice: candidate ids and `write-in:<name>` keys, or 'abstain'. */
export const storedChoice = z.union([z.literal('abstain'), z.array(z.string())]);
export const publishedBallot = z.object({
  receipt: z.string(),
  choices: z.record(z.string(), storedChoice),
});
export type PublishedBallot = z.infer<typeof publishedBallot>;

/** The written-in name as a key: trimmed, spaces collapsed, lower-case, so one name counts once. */
export function writeInKey(name: string): string {
  return `write-in:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}
