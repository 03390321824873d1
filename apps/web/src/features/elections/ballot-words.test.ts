import { describe, expect, it } from 'vitest';
import type { ElectionResults } from '@cp/contracts/elections';
import { ballotInWords } from './ballot-words';

const position = (positionId: string, title: string, names: Record<string, string>) =>
  ({ positionId, title, names }) as unknown as ElectionResults['positions'][number];
const results = {
  positions: [
    position('p1', 'President', { p1c1: 'Ana Ortiz', p1c2: 'Ben Cho' }),
    position('p2', 'Treasurer', { p2c1: 'Dee Park' }),
  ],
} as unknown as ElectionResults;

describe('ballotInWords', () => {
  it("names each position, in the election's order, and the candidates in the voter's order, not their ids", () => {
    expect(ballotInWords({ p2: 'abstain', p1: ['p1c2', 'p1c1'] }, results)).toBe(
      'President: Ben Cho > Ana Ortiz; Treasurer: abstain',
    );
  });

  it('reads a write-in as written, and ids as they are while the results are loading', () => {
    expect(ballotInWords({ p2: ['write-in:sam lee'] }, results)).toBe('Treasurer: sam lee (write-in)');
    expect(ballotInWords({ p1: ['p1c1'] }, undefined)).toBe('p1: p1c1');
  });
});
