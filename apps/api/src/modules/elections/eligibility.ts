import { netIdFromEmail } from '@cp/contracts';
import type { Eligibility } from '@cp/contracts/elections';
import type { Tx } from '../../db/client';
import { allPaidNetIds } from '../memberships';
import { findOrganizationName, orgMemberUsernames } from '../organizations';
import type { ElectionDeps } from './deps';

const netIdsOf = (deps: ElectionDeps, usernames: string[]) =>
  usernames.map((username) => netIdFromEmail(username, deps.config.EMAIL_DOMAIN)).filter((id) => id !== null);

/** A directory group's members as NetIDs. */
export interface GroupRoll {
  groupId: string;
  netIds: string[];
}

/**
 * A group's members, read just before the opening's transaction and not inside it: the directory
 * is Microsoft Graph (a call no transaction should wait on) or the local one, whose reads on the
 * embedded database's one connection would wait for that transaction forever.
 */
export async function groupRollOf(deps: ElectionDeps, eligibility: Eligibility | undefined): Promise<GroupRoll | null> {
  if (eligibility?.kind !== 'group') return null;
  const members = await deps.directory.listGroupMembers(eligibility.groupId);
  return {
    groupId: eligibility.groupId,
    netIds: netIdsOf(
      deps,
      members.map((member) => member.email),
    ),
  };
}

/** Who is on the roll at this moment: read when voting opens and fixed there. */
export async function rollOf(
  deps: ElectionDeps,
  tx: Tx,
  eligibility: Eligibility,
  group: GroupRoll | null,
): Promise<string[]> {
  const netIds = (usernames: string[]) => netIdsOf(deps, usernames);
  switch (eligibility.kind) {
    case 'paid':
      return allPaidNetIds(tx);
    case 'group':
      // The election changed between that read and the opening (it cannot once open): open again.
      if (group?.groupId !== eligibility.groupId) throw new Error('The roll changed while voting opened.');
      return group.netIds;
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
