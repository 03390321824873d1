import type { CastBallotRequest, Position } from '@cp/contracts/elections';

/** One position's marks on the voter's screen: candidate ids in order, a write-in, or abstain. */
export interface Marks {
  abstain: boolean;
  chosen: string[];
  writeIn: string;
}
export type BallotState = Record<string, Marks>;

export const emptyBallot = (positions: Position[]): BallotState =>
  Object.fromEntries(positions.map((p) => [p.id, { abstain: false, chosen: [], writeIn: '' }]));

/** The candidates in a random order, drawn once per visit: no name gains by being first. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** What is missing before the ballot can be reviewed, per position title; empty when complete. */
export function missingChoices(positions: Position[], state: BallotState): string[] {
  return positions
    .filter((p) => {
      const m = state[p.id]!;
      return !m.abstain && m.chosen.length === 0 && !m.writeIn.trim();
    })
    .map((p) => p.title);
}

export function toRequest(positions: Position[], state: BallotState): CastBallotRequest {
  return {
    choices: Object.fromEntries(
      positions.map((p) => {
        const m = state[p.id]!;
        if (m.abstain) return [p.id, { abstain: true, selections: [] }];
        const selections = [
          ...m.chosen.map((candidateId) => ({ candidateId })),
          ...(m.writeIn.trim() ? [{ writeIn: m.writeIn.trim() }] : []),
        ];
        return [p.id, { selections }];
      }),
    ),
  };
}

/** Moves a ranked candidate one place up (-1) or down (+1). */
export function moveRank(chosen: string[], id: string, by: -1 | 1): string[] {
  const at = chosen.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= chosen.length) return chosen;
  const out = [...chosen];
  [out[at], out[to]] = [out[to]!, out[at]!];
  return out;
}
