import type { Election } from '@cp/contracts/elections';

/** An election not yet open, as its manager reads it: one ranked position, a candidate with a statement and a photo. */
export const photoId = 'a'.repeat(64);
export const scheduled: Election = {
  id: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69',
  title: 'Spring officers',
  description: '',
  opensAt: '2099-04-01T14:00:00.000Z',
  closesAt: '2099-04-08T14:00:00.000Z',
  status: 'scheduled',
  eligibility: { kind: 'paid' },
  eligibilityLabel: "The chapter's paid members",
  positions: [
    {
      id: 'p1',
      title: 'President',
      seats: 1,
      method: 'ranked',
      abstain: true,
      writeIns: false,
      candidates: [
        {
          id: 'p1c1',
          name: 'Ana Ortiz',
          netId: 'aortiz2',
          statement: 'More workshops.',
          photoId,
          photoUrl: `/api/v1/elections/3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69/photos/${photoId}`,
        },
        { id: 'p1c2', name: 'Ben Cho' },
      ],
    },
  ],
  rollSize: null,
  seed: null,
  createdBy: 'admin@illinois.edu',
  canManage: true,
  onRoll: false,
  voted: false,
  cannotVote: 'Voting has not opened yet.',
};
