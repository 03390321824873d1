import { allKeys, lotPlaces, validBallots, type Count, type CountInput, type Round } from './types';

/**
 * Instant runoff for one seat: each round counts every ballot for its highest-ranked candidate
 * still in the count; a candidate with more than half of those votes wins, otherwise the one with
 * the fewest is eliminated (a tie for fewest: the one last in the lot goes) and the next round
 * begins. When one candidate is left, it wins.
 */
export function countInstantRunoff(input: CountInput): Count {
  const valid = validBallots(input.ballots);
  const continuing = new Set(allKeys(input));
  const places = lotPlaces(input.lot, continuing);
  const rounds: Round[] = [];
  while (continuing.size > 0) {
    const tallies: Record<string, number> = Object.fromEntries([...continuing].map((key) => [key, 0]));
    let exhausted = 0;
    for (const ballot of valid) {
      const top = ballot.find((key) => continuing.has(key));
      if (top === undefined) exhausted += 1;
      else tallies[top]! += 1;
    }
    const active = valid.length - exhausted;
    const ranked = [...continuing].sort((a, b) => tallies[b]! - tallies[a]! || places.get(a)! - places.get(b)!);
    const leader = ranked[0]!;
    if (active > 0 && (tallies[leader]! * 2 > active || continuing.size === 1)) {
      rounds.push({ tallies, exhausted, elected: [leader] });
      return { valid: valid.length, abstentions: input.ballots.length - valid.length, rounds, elected: [leader] };
    }
    if (active === 0) {
      rounds.push({ tallies, exhausted, elected: [] });
      break;
    }
    const fewest = tallies[ranked.at(-1)!]!;
    const tied = ranked.filter((key) => tallies[key] === fewest);
    const eliminated = tied.at(-1)!;
    continuing.delete(eliminated);
    rounds.push({ tallies, exhausted, elected: [], eliminated, ...(tied.length > 1 ? { tieBrokenByLot: tied } : {}) });
  }
  return { valid: valid.length, abstentions: input.ballots.length - valid.length, rounds, elected: [] };
}
