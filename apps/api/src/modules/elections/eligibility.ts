import { netIdFromEmail } from '@cp/contracts';
import type { Eligibility } from '@cp/contracts/elections';
import type { Tx } from '../../db/client';
import { allPaidNetIds } from '../memberships';
import { findOrganizationName, orgMemberUsernames } from '../organizations';
import type { ElectionDeps } from './deps';

/** Who is on the roll at this moment: read when voting opens and fixed there. */
export async function rollOf(deps: ElectionDeps, tx: Tx, eligibility: Eligibility): Promise<string[]> {
  const netIds = (usernames: string[]) =>
    usernames.map((username) => netIdFromEmail(username, deps.config.EMAIL_DOMAIN)).filter((id) => id !== null);
  switch (eligibility.kind) {
    case 'paid':
      return allPaidNetIds(tx);
    case 'group':
      return netIds((await deps.directory.listGroupMembers(eligibility.groupId)).map((member) => member.email));
    case 'organization':
      return netIds(await orgMemberUsernames(tx, eligibility.orgId));
    case 'netIds':
      return eligibility.netIds;
  }
}

/** The roll in words, as the election page and the refusal say it. */
export async function eligibilityLabel(deps: ElectionDeps, eligibility: Eligibility): Promise<string> {
  switch (eligibility.kind) {
    case 'paid':
      return "The chapter's paid members";
    case 'group': {
      const group = await deps.directory.getGroup(eligibility.groupId).catch(() => null);
      return `The members of the group "${group?.displayName ?? eligibility.groupId}"`;
    }
    case 'organization':
      return `The members of ${(await findOrganizationName(deps.db, eligibility.orgId)) ?? eligibility.orgId}`;
    case 'netIds':
      return `A list of ${eligibility.netIds.length} NetID${eligibility.netIds.length === 1 ? '' : 's'}`;
  }
}

/** Why the caller is not on the roll: the 403's message. */
export function notOnRollReason(eligibility: Eligibility, label: string, netId: string | null): string {
  if (netId === null) return 'You are not on the roll of this election: only a university NetID can vote.';
  if (eligibility.kind === 'netIds') return 'You are not on the roll of this election: your NetID is not on its list.';
  return `You are not on the roll of this election: it is for ${label.charAt(0).toLowerCase()}${label.slice(1)} when voting opened.`;
}
