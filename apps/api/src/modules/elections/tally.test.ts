import { describe, expect, it } from 'vitest';
import { formatResults } from './format-results';
import { tallyElection } from './tally';

const definition = {
  id: 'e1',
  title: 'Spring officers',
  seed: 'seed',
  rollSize: 5,
  positions: [
    {
      id: 'p1',
      title: 'Chair',
      seats: 1,
      method: 'ranked' as const,
      abstain: true,
      writeIns: true,
      candidates: [
        { id: 'p1c1', name: 'Ada' },
        { id: 'p1c2', name: 'Brook' },
      ],
    },
  ],
};

describe('tallying a ballots file', () => {
  it('names write-ins, counts every position and prints each round', () => {
    const results = tallyElection(definition, [
      { choices: { p1: ['p1c1'] } },
      { choices: { p1: ['write-in:grace hopper', 'p1c2'] } },
      { choices: { p1: ['p1c2'] } },
      { choices: { p1: ['p1c2'] } },
      { choices: { p1: 'abstain' } },
    ]);
    expect(results.turnout).toBe(5);
    expect(results.positions[0]).toMatchObject({ valid: 4, abstentions: 1, elected: ['p1c2'] });
    expect(results.positions[0]!.names['write-in:grace hopper']).toBe('grace hopper');
    const text = formatResults(results);
    expect(text).toContain('Chair (instant runoff, 1 seat)');
    expect(text).toContain('Round 1: Brook 2, Ada 1, grace hopper 1');
    expect(text).toContain('Elected: Brook');
  });
});
