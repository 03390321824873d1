import { allKeys, lotPlaces, validBallots, type Count, type CountInput } from './types';

/**
 * Plurality (each voter marks up to `seats` candidates) and approval (any number): one round,
 * the `seats` candidates with the most marks win. A tie across the last seat goes to the lot.
 * A candidate with no vote is never elected.
 */
export function countMarks(input: CountInput): Count {
  const keys = allKeys(input);
  const valid = validBallots(input.ballots);
  const tallies: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  for (const ballot of valid) for (const key of new Set(ballot)) tallies[key] = (tallies[key] ?? 0) + 1;
  const places = lotPlaces(input.lot, keys);
  const order = keys
    .filter((key) => tallies[key]! > 0)
    .sort((a, b) => tallies[b]! - tallies[a]! || places.get(a)! - places.get(b)!);
  const elected = order.slice(0, input.seats);
  const last = elected.at(-1);
  const firstOut = order[input.seats];
  const tied =
    last !== undefined && firstOut !== undefined && tallies[last] === tallies[firstOut]
      ? order.filter((key) => tallies[key] === tallies[last])
      : undefined;
  return {
    valid: valid.length,
    abstentions: input.ballots.length - valid.length,
    rounds: [{ tallies, exhausted: 0, elected, ...(tied ? { tieBrokenByLot: tied } : {}) }],
    elected,
  };
}
