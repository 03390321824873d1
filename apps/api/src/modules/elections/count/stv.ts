import { allKeys, lotPlaces, validBallots, type Count, type CountInput, type Round } from './types';

/** Values are counted in hundred-thousandths of a vote: every transfer truncates to 5 decimals. */
export const voteUnit = 100_000;

interface Paper {
  prefs: readonly string[];
  value: number;
}

const shown = (units: number) => units / voteUnit;

/**
 * Single transferable vote for several seats, the weighted inclusive Gregory method (as in the
 * Scottish STV rules of 2007): Droop quota floor(valid / (seats + 1)) + 1. Each round, every
 * continuing candidate at or above the quota is elected; then the largest untransferred surplus is
 * transferred (every ballot with that candidate goes on to its next continuing preference at
 * value x surplus / the candidate's total, truncated to 5 decimals); when no surplus is left, the
 * candidate with the fewest votes is eliminated and their ballots go on at their value. When the
 * continuing candidates are no more than the seats left, they are all elected.
 * Ties (who goes first, who is eliminated) are decided by the lot.
 */
export function countSingleTransferableVote(input: CountInput): Count {
  const valid = validBallots(input.ballots);
  const quota = Math.floor(valid.length / (input.seats + 1)) + 1;
  const quotaUnits = quota * voteUnit;
  const keys = allKeys(input);
  const places = lotPlaces(input.lot, keys);
  const hopeful = new Set(keys);
  const elected: string[] = [];
  const piles = new Map<string, Paper[]>(keys.map((key) => [key, []]));
  /** The value an elected candidate keeps once their surplus has gone on. */
  const kept = new Map<string, number>();
  const pending: string[] = [];
  let exhausted = 0;

  const place = (paper: Paper) => {
    const next = paper.prefs.find((key) => hopeful.has(key));
    if (next === undefined) exhausted += paper.value;
    else piles.get(next)!.push(paper);
  };
  const total = (key: string) => kept.get(key) ?? piles.get(key)!.reduce((sum, paper) => sum + paper.value, 0);
  const byVotes = (a: string, b: string) => total(b) - total(a) || places.get(a)! - places.get(b)!;

  for (const prefs of valid) place({ prefs, value: voteUnit });
  const rounds: Round[] = [];
  while (elected.length < input.seats && hopeful.size > 0) {
    const inCount = keys.filter((key) => hopeful.has(key) || elected.includes(key));
    const round: Round = {
      tallies: Object.fromEntries(inCount.map((key) => [key, shown(total(key))])),
      exhausted: shown(exhausted),
      elected: [],
    };
    rounds.push(round);
    const reached = [...hopeful].filter((key) => total(key) >= quotaUnits).sort(byVotes);
    for (const key of reached.slice(0, input.seats - elected.length)) {
      hopeful.delete(key);
      elected.push(key);
      round.elected.push(key);
      pending.push(key);
    }
    if (elected.length >= input.seats) break;
    if (hopeful.size + elected.length <= input.seats) {
      const rest = [...hopeful].sort(byVotes);
      for (const key of rest) {
        hopeful.delete(key);
        elected.push(key);
        round.elected.push(key);
      }
      break;
    }
    pending.sort(byVotes);
    // A surplus of nothing moves no ballot: no round for it.
    while (pending.length > 0 && total(pending[0]!) <= quotaUnits) pending.shift();
    const surplusOf = pending.shift();
    if (surplusOf !== undefined) {
      const before = total(surplusOf);
      const surplus = before - quotaUnits;
      const papers = piles.get(surplusOf)!;
      piles.set(surplusOf, []);
      kept.set(surplusOf, quotaUnits);
      for (const paper of papers) place({ prefs: paper.prefs, value: Math.floor((paper.value * surplus) / before) });
      round.surplusOf = surplusOf;
      continue;
    }
    const ascending = [...hopeful].sort(byVotes).reverse();
    const fewest = total(ascending[0]!);
    const tied = ascending.filter((key) => total(key) === fewest);
    // `ascending` is reversed lot order among equals: the first of them is the last in the lot.
    const eliminated = tied[0]!;
    hopeful.delete(eliminated);
    const papers = piles.get(eliminated)!;
    piles.set(eliminated, []);
    for (const paper of papers) place(paper);
    round.eliminated = eliminated;
    if (tied.length > 1) round.tieBrokenByLot = [...tied].reverse();
  }
  return { valid: valid.length, abstentions: input.ballots.length - valid.length, quota, rounds, elected };
}
