import type { CreateElectionRequest } from '@cp/contracts/elections';
import type { TestApp } from '../../test/harness';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An election of two positions (a ranked one for two seats with write-ins, a plurality one with Abstain). */
export function electionBody(overrides: Partial<CreateElectionRequest> = {}): CreateElectionRequest {
  return {
    title: 'Spring officers',
    opensAt: inDays(1),
    closesAt: inDays(3),
    eligibility: { kind: 'paid' },
    positions: [
      {
        title: 'Committee',
        seats: 2,
        method: 'ranked',
        abstain: true,
        writeIns: true,
        candidates: [{ name: 'Ada' }, { name: 'Brook' }, { name: 'Cy' }],
      },
      {
        title: 'Treasurer',
        seats: 1,
        method: 'plurality',
        abstain: true,
        writeIns: false,
        candidates: [{ name: 'Dee', netId: 'dee1' }, { name: 'Eli' }],
      },
    ],
    ...overrides,
  };
}

/** Creates the election as `manager` and opens it now; returns its id. */
export async function openElection(t: TestApp, manager: string, overrides: Partial<CreateElectionRequest> = {}) {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/elections',
    as: manager,
    payload: electionBody(overrides),
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id: string = created.json().id;
  const opened = await t.request({ method: 'POST', url: `/api/v1/elections/${id}/open`, as: manager });
  if (opened.statusCode !== 200) throw new Error(opened.body);
  return id;
}

/** A ballot: the ranking for Committee (candidate numbers), and Dee or abstain for Treasurer. */
export const ballot = (ranking: number[], treasurer: 'dee' | 'abstain' = 'dee') => ({
  choices: {
    p1: { selections: ranking.map((n) => ({ candidateId: `p1c${n}` })) },
    p2: treasurer === 'abstain' ? { abstain: true } : { selections: [{ candidateId: 'p2c1' }] },
  },
});
