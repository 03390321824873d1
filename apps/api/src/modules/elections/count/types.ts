/** A voter's choice for one position: candidate keys (in order of preference when ranked), or an abstention. */
export type Choice = readonly string[] | 'abstain';

export type CountMethod = 'plurality' | 'approval' | 'ranked';

export interface CountInput {
  method: CountMethod;
  seats: number;
  /** The declared candidates' keys; write-ins found on ballots join them. */
  candidates: readonly string[];
  ballots: readonly Choice[];
  /**
   * Every key in the order of the lot drawn from the seed published when voting opened: on a tie
   * the earlier key is elected first and eliminated last. Keys missing from it come after, sorted.
   */
  lot: readonly string[];
}

export interface Round {
  /** Votes per candidate still in the count at the start of the round (ranked: values with 5 decimals). */
  tallies: Record<string, number>;
  /** Votes of ballots with no continuing preference left. */
  exhausted: number;
  /** Candidates elected in this round. */
  elected: string[];
  /** The candidate eliminated at the end of this round, if any. */
  eliminated?: string;
  /** The elected candidate whose surplus was transferred at the end of this round, if any. */
  surplusOf?: string;
  /** The candidates whose tie the lot decided in this round. */
  tieBrokenByLot?: string[];
}

export interface Count {
  /** Ballots that chose at least one candidate for this position. */
  valid: number;
  abstentions: number;
  /** Single transferable vote only: the Droop quota. */
  quota?: number;
  rounds: Round[];
  /** In order of election. */
  elected: string[];
}

/** Places of the lot: a smaller place wins a tie. */
export function lotPlaces(lot: readonly string[], keys: Iterable<string>): Map<string, number> {
  const places = new Map(lot.map((key, index) => [key, index]));
  const missing = [...keys].filter((key) => !places.has(key)).sort();
  for (const key of missing) places.set(key, places.size);
  return places;
}

/** Every key on the declared list or on a ballot, declared first. */
export function allKeys(input: Pick<CountInput, 'candidates' | 'ballots'>): string[] {
  const keys = new Set(input.candidates);
  for (const ballot of input.ballots) if (ballot !== 'abstain') for (const key of ballot) keys.add(key);
  return [...keys];
}

export function validBallots(ballots: readonly Choice[]): (readonly string[])[] {
  return ballots.filter((ballot): ballot is readonly string[] => ballot !== 'abstain' && ballot.length > 0);
}
