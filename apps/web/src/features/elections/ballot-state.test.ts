import { describe, expect, it } from 'vitest';
import type { Position } from '@cp/contracts/elections';
import { emptyBallot, missingChoices, moveRank, shuffled, toRequest } from './ballot-state';

const positions: Position[] = [
  {
    id: 'p1',
    title: 'Chair',
    seats: 1,
    method: 'ranked',
    abstain: true,
    writeIns: false,
    candidates: [
      { id: 'p1c1', name: 'Ada' },
      { id: 'p1c2', name: 'Bo' },
    ],
  },
  {
    id: 'p2',
    title: 'Treasurer',
    seats: 1,
    method: 'plurality',
    abstain: true,
    writeIns: true,
    candidates: [{ id: 'p2c1', name: 'Cy' }],
  },
];

describe('the ballot on screen', () => {
  it('asks for every position before the review, then sends the ranking, a write-in and abstentions', () => {
    const state = emptyBallot(positions);
    expect(missingChoices(positions, state)).toEqual(['Chair', 'Treasurer']);
    state.p1 = { abstain: false, chosen: moveRank(['p1c1', 'p1c2'], 'p1c2', -1), writeIn: '' };
    state.p2 = { abstain: false, chosen: [], writeIn: ' Grace ' };
    expect(missingChoices(positions, state)).toEqual([]);
    expect(toRequest(positions, state)).toEqual({
      choices: {
        p1: { selections: [{ candidateId: 'p1c2' }, { candidateId: 'p1c1' }] },
        p2: { selections: [{ writeIn: 'Grace' }] },
      },
    });
    state.p2 = { abstain: true, chosen: [], writeIn: '' };
    expect(toRequest(positions, state).choices.p2).toEqual({ abstain: true, selections: [] });
  });

  it('shuffles without losing a candidate, and a move past either end changes nothing', () => {
    expect([...shuffled([1, 2, 3, 4, 5])].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(moveRank(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveRank(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
  });
});
