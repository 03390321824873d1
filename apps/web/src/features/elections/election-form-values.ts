import type { CreateElectionRequest, Election, ElectionMethod } from '@cp/contracts/elections';
import { fromPortalWallClock, toPortalWallClock } from '../../lib/time';

export interface CandidateValues {
  name: string;
  netId: string;
  statement: string;
  /** A new upload (a data URL) or the id of the photo the election holds; what to show of it. */
  photo?: string;
  preview?: string;
}
export interface PositionValues {
  title: string;
  seats: number;
  method: ElectionMethod;
  abstain: boolean;
  writeIns: boolean;
  candidates: CandidateValues[];
}
export interface ElectionValues {
  title: string;
  description: string;
  opensAt: string;
  closesAt: string;
  eligibility: 'paid' | 'group' | 'organization' | 'netIds';
  reference: string;
  positions: PositionValues[];
}

export const newCandidate = (): CandidateValues => ({ name: '', netId: '', statement: '' });
export const newPosition = (): PositionValues => ({
  title: '',
  seats: 1,
  method: 'ranked',
  abstain: true,
  writeIns: false,
  candidates: [newCandidate(), newCandidate()],
});

export function initialValues(election?: Election): ElectionValues {
  if (!election)
    return {
      title: '',
      description: '',
      opensAt: toPortalWallClock(Date.now() + 86_400_000),
      closesAt: toPortalWallClock(Date.now() + 8 * 86_400_000),
      eligibility: 'paid',
      reference: '',
      positions: [newPosition()],
    };
  const e = election.eligibility;
  return {
    title: election.title,
    description: election.description,
    opensAt: toPortalWallClock(election.opensAt),
    closesAt: toPortalWallClock(election.closesAt),
    eligibility: e.kind,
    reference:
      e.kind === 'group'
        ? e.groupId
        : e.kind === 'organization'
          ? e.orgId
          : e.kind === 'netIds'
            ? e.netIds.join('\n')
            : '',
    positions: election.positions.map(({ id: _id, candidates, ...p }) => ({
      ...p,
      candidates: candidates.map((c) => ({
        name: c.name,
        netId: c.netId ?? '',
        statement: c.statement ?? '',
        ...(c.photoId ? { photo: c.photoId, preview: c.photoUrl } : {}),
      })),
    })),
  };
}

export function toElectionRequest(values: ElectionValues): CreateElectionRequest {
  const ref = values.reference.trim();
  const eligibility =
    values.eligibility === 'group'
      ? { kind: 'group' as const, groupId: ref }
      : values.eligibility === 'organization'
        ? { kind: 'organization' as const, orgId: ref }
        : values.eligibility === 'netIds'
          ? { kind: 'netIds' as const, netIds: ref.split(/[\s,;]+/).filter(Boolean) }
          : { kind: 'paid' as const };
  return {
    title: values.title,
    description: values.description,
    opensAt: fromPortalWallClock(values.opensAt),
    closesAt: fromPortalWallClock(values.closesAt),
    eligibility,
    positions: values.positions.map(({ candidates, ...p }) => ({
      ...p,
      // A row left without a name is no candidate.
      candidates: candidates
        .filter((c) => c.name.trim())
        .map((c) => ({
          name: c.name,
          ...(c.netId.trim() ? { netId: c.netId } : {}),
          ...(c.statement.trim() ? { statement: c.statement } : {}),
          ...(c.photo ? { photo: c.photo } : {}),
        })),
    })),
  };
}
