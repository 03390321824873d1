import { electionManagerRoles, hasAnyRole, netIdFromEmail } from '@cp/contracts';
import type { Election, ElectionStatus } from '@cp/contracts/elections';
import type { Acting } from '../../plugins/auth';
import { eligibilityLabel, notOnRollReason } from './eligibility';
import type { ElectionDeps } from './deps';
import { withPhotoUrls } from './photos';
import { countVoted, rollEntriesOf, type ElectionRow } from './repository';

export const statusOf = (row: ElectionRow): ElectionStatus =>
  row.closedAt ? 'closed' : row.openedAt ? 'open' : 'scheduled';

export const mayManage = (acting: Acting) => hasAnyRole(acting.actor.roles, electionManagerRoles);

/** The caller's NetID, or null for an account outside the university's domain. */
export const netIdOf = (deps: ElectionDeps, acting: Acting) =>
  netIdFromEmail(acting.username, deps.config.EMAIL_DOMAIN);

/** The caller's roll entries, read once for a list. */
export async function callerRoll(deps: ElectionDeps, acting: Acting): Promise<Map<string, boolean>> {
  const netId = netIdOf(deps, acting);
  return netId ? rollEntriesOf(deps.db, netId) : new Map();
}

/** An election as the caller sees it: turnout to managers while open, their own standing. */
export async function toElection(
  deps: ElectionDeps,
  acting: Acting,
  row: ElectionRow,
  roll: Map<string, boolean>,
): Promise<Election> {
  const status = statusOf(row);
  const canManage = mayManage(acting);
  const label = await eligibilityLabel(deps, row.eligibility);
  const voted = roll.get(row.id);
  const onRoll = voted !== undefined;
  const turnout =
    row.results?.turnout ?? (canManage && status === 'open' ? await countVoted(deps.db, row.id) : undefined);
  const cannotVote =
    status === 'scheduled'
      ? 'Voting has not opened yet.'
      : status === 'closed'
        ? 'Voting has closed.'
        : !onRoll
          ? notOnRollReason(row.eligibility, label, netIdOf(deps, acting))
          : voted
            ? 'You have voted in this election.'
            : undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status,
    eligibility: row.eligibility,
    eligibilityLabel: label,
    positions: withPhotoUrls(row.id, row.positions),
    rollSize: row.rollSize,
    ...(turnout !== undefined ? { turnout } : {}),
    seed: row.seed,
    createdBy: row.createdBy,
    canManage,
    onRoll,
    voted: voted === true,
    ...(cannotVote ? { cannotVote } : {}),
  };
}
