import type { ElectionResults, Position, PositionResult } from '@cp/contracts/elections';
import { countPosition, lotOrder } from './count';
import type { StoredChoices } from './repository';

export interface TallyDefinition {
  id: string;
  title: string;
  seed: string;
  rollSize: number;
  positions: Position[];
}

const writeInPrefix = 'write-in:';

/**
 * Counts every position of an election from its ballots: what closing publishes and what anyone
 * can recompute from the ballots file (`npm run elections:tally`). Pure.
 */
export function tallyElection(definition: TallyDefinition, ballots: { choices: StoredChoices }[]): ElectionResults {
  const positions = definition.positions.map((position): PositionResult => {
    const choices = ballots.map((ballot) => ballot.choices[position.id] ?? 'abstain');
    const names: Record<string, string> = Object.fromEntries(position.candidates.map((c) => [c.id, c.name]));
    for (const choice of choices)
      if (choice !== 'abstain')
        for (const key of choice) if (key.startsWith(writeInPrefix)) names[key] = key.slice(writeInPrefix.length);
    const count = countPosition({
      method: position.method,
      seats: position.seats,
      candidates: position.candidates.map((c) => c.id),
      ballots: choices,
      lot: lotOrder(definition.seed, Object.keys(names)),
    });
    return {
      positionId: position.id,
      title: position.title,
      method: position.method,
      seats: position.seats,
      names,
      ...count,
    };
  });
  return {
    electionId: definition.id,
    title: definition.title,
    seed: definition.seed,
    rollSize: definition.rollSize,
    turnout: ballots.length,
    positions,
  };
}
