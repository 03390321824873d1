import { describe, expect, it } from 'vitest';
import { countPosition, lotOrder, type Choice } from '.';

/** `n` copies of one ballot. */
const times = (n: number, ballot: Choice): Choice[] => Array.from({ length: n }, () => ballot);

/**
 * The Tennessee capital example of Wikipedia's "Instant-runoff voting" article (100 voters in
 * percent: Memphis 42, Nashville 26, Chattanooga 15, Knoxville 17, each ranking the others by
 * distance): Chattanooga is eliminated, then Nashville, and Knoxville wins 58 to 42.
 */
const tennessee: Choice[] = [
  ...times(42, ['memphis', 'nashville', 'chattanooga', 'knoxville']),
  ...times(26, ['nashville', 'chattanooga', 'knoxville', 'memphis']),
  ...times(15, ['chattanooga', 'knoxville', 'nashville', 'memphis']),
  ...times(17, ['knoxville', 'chattanooga', 'nashville', 'memphis']),
];
const cities = ['memphis', 'nashville', 'chattanooga', 'knoxville'];

describe('instant runoff (one seat)', () => {
  it('counts the Tennessee example round by round', () => {
    const count = countPosition({ method: 'ranked', seats: 1, candidates: cities, ballots: tennessee, lot: cities });
    expect(count.rounds).toEqual([
      {
        tallies: { memphis: 42, nashville: 26, chattanooga: 15, knoxville: 17 },
        exhausted: 0,
        elected: [],
        eliminated: 'chattanooga',
      },
      { tallies: { memphis: 42, nashville: 26, knoxville: 32 }, exhausted: 0, elected: [], eliminated: 'nashville' },
      { tallies: { memphis: 42, knoxville: 58 }, exhausted: 0, elected: ['knoxville'] },
    ]);
    expect(count.elected).toEqual(['knoxville']);
  });

  it('needs a majority of the ballots still in the count: exhausted ones drop out', () => {
    const ballots: Choice[] = [...times(4, ['a']), ...times(3, ['b']), ...times(2, ['c'])];
    const count = countPosition({ method: 'ranked', seats: 1, candidates: ['a', 'b', 'c'], ballots, lot: [] });
    expect(count.rounds[1]).toEqual({ tallies: { a: 4, b: 3 }, exhausted: 2, elected: ['a'] });
  });
});

describe('plurality and approval', () => {
  it('elects the most first choices of the same example: Memphis', () => {
    const firsts = tennessee.map((ballot) => (ballot === 'abstain' ? ballot : ballot.slice(0, 1)));
    const count = countPosition({ method: 'plurality', seats: 1, candidates: cities, ballots: firsts, lot: [] });
    expect(count.elected).toEqual(['memphis']);
    expect(count.rounds[0]!.tallies).toEqual({ memphis: 42, nashville: 26, chattanooga: 15, knoxville: 17 });
  });

  it('elects the most approved for several seats', () => {
    const ballots: Choice[] = [...times(3, ['a', 'b']), ...times(2, ['c']), ['b', 'c'], 'abstain'];
    const count = countPosition({ method: 'approval', seats: 2, candidates: ['a', 'b', 'c'], ballots, lot: [] });
    expect(count.rounds[0]!.tallies).toEqual({ a: 3, b: 4, c: 3 });
    expect(count.elected).toEqual(['b', 'a']);
    expect(count.rounds[0]!.tieBrokenByLot).toEqual(['a', 'c']);
    expect(count).toMatchObject({ valid: 6, abstentions: 1 });
  });
});

/**
 * The food example of Wikipedia's "Single transferable vote" article: 20 voters, 3 seats, Droop
 * quota 6. Chocolate's 12 first preferences elect it and its surplus of 6 goes on at 0.5 a ballot
 * (8 to strawberries, 4 to hamburgers); pears are eliminated and elect oranges; hamburgers are
 * eliminated and strawberries take the last seat.
 */
const food: Choice[] = [
  ...times(4, ['orange']),
  ...times(2, ['pear', 'orange']),
  ...times(8, ['chocolate', 'strawberry']),
  ...times(4, ['chocolate', 'hamburger']),
  ['strawberry'],
  ['hamburger'],
];
const foods = ['orange', 'pear', 'chocolate', 'strawberry', 'hamburger'];

describe('single transferable vote (several seats)', () => {
  it('counts the food example with its surplus transfer', () => {
    const count = countPosition({ method: 'ranked', seats: 3, candidates: foods, ballots: food, lot: foods });
    expect(count.quota).toBe(6);
    expect(count.rounds).toEqual([
      {
        tallies: { orange: 4, pear: 2, chocolate: 12, strawberry: 1, hamburger: 1 },
        exhausted: 0,
        elected: ['chocolate'],
        surplusOf: 'chocolate',
      },
      {
        tallies: { orange: 4, pear: 2, chocolate: 6, strawberry: 5, hamburger: 3 },
        exhausted: 0,
        elected: [],
        eliminated: 'pear',
      },
      {
        tallies: { orange: 6, chocolate: 6, strawberry: 5, hamburger: 3 },
        exhausted: 0,
        elected: ['orange'],
        eliminated: 'hamburger',
      },
      { tallies: { orange: 6, chocolate: 6, strawberry: 5 }, exhausted: 3, elected: ['strawberry'] },
    ]);
    expect(count.elected).toEqual(['chocolate', 'orange', 'strawberry']);
  });

  it('transfers a surplus made of transferred votes at their reduced value, truncated to 5 decimals', () => {
    // 9 ballots, 2 seats: quota 4. a has 6 (surplus 2: each goes on at 2/6 = 0.33333 to b);
    // b then has 3 + 6 x 0.33333 = 4.99998, elected in the next round.
    const ballots: Choice[] = [...times(6, ['a', 'b', 'c']), ...times(3, ['b', 'c'])];
    const count = countPosition({ method: 'ranked', seats: 2, candidates: ['a', 'b', 'c'], ballots, lot: [] });
    expect(count.rounds[1]!.tallies).toEqual({ a: 4, b: 4.99998, c: 0 });
    expect(count.elected).toEqual(['a', 'b']);
  });
});

describe('abstentions and write-ins', () => {
  it('leaves abstentions out of the count and counts a write-in like a candidate', () => {
    const ballots: Choice[] = ['abstain', 'abstain', ['write-in:grace hopper'], ['write-in:grace hopper'], ['a']];
    const count = countPosition({ method: 'plurality', seats: 1, candidates: ['a'], ballots, lot: [] });
    expect(count).toMatchObject({ valid: 3, abstentions: 2, elected: ['write-in:grace hopper'] });
  });

  it('elects nobody when everyone abstains', () => {
    const count = countPosition({ method: 'ranked', seats: 1, candidates: ['a', 'b'], ballots: ['abstain'], lot: [] });
    expect(count.elected).toEqual([]);
  });
});

/**
 * Ties are decided by lot (as the Scottish STV rules of 2007 do when no earlier count separates
 * the candidates), the lot being drawn from the seed published when voting opened: our data.
 */
describe('ties', () => {
  const tie: Choice[] = [...times(3, ['a']), ...times(2, ['b', 'a']), ...times(2, ['c', 'b'])];

  it('eliminates the tied candidate last in the lot', () => {
    const first = countPosition({
      method: 'ranked',
      seats: 1,
      candidates: ['a', 'b', 'c'],
      ballots: tie,
      lot: ['a', 'b', 'c'],
    });
    expect(first.rounds[0]).toMatchObject({ eliminated: 'c', tieBrokenByLot: ['b', 'c'] });
    expect(first.elected).toEqual(['b']);
    const other = countPosition({
      method: 'ranked',
      seats: 1,
      candidates: ['a', 'b', 'c'],
      ballots: tie,
      lot: ['a', 'c', 'b'],
    });
    expect(other.rounds[0]).toMatchObject({ eliminated: 'b', tieBrokenByLot: ['c', 'b'] });
    expect(other.elected).toEqual(['a']);
  });

  it('draws the same lot from the same seed, another from another seed', () => {
    const keys = Array.from({ length: 8 }, (_, i) => `c${i}`);
    expect(lotOrder('seed-1', keys)).toEqual(lotOrder('seed-1', [...keys].reverse()));
    expect(lotOrder('seed-1', keys)).not.toEqual(lotOrder('seed-2', keys));
    expect([...lotOrder('seed-1', keys)].sort()).toEqual(keys);
  });

  it('gives a plurality tie to the candidate first in the lot', () => {
    const ballots: Choice[] = [['a'], ['b']];
    expect(
      countPosition({ method: 'plurality', seats: 1, candidates: ['a', 'b'], ballots, lot: ['b', 'a'] }),
    ).toMatchObject({
      elected: ['b'],
      rounds: [{ tieBrokenByLot: ['b', 'a'] }],
    });
  });
});
