import type { Db } from '../../db/client';
import { directoryGroupMembers, roleAssignments } from '../../db/schema';

/** People for the permission tests, beside the seeded demo accounts. */
export const linkPeople = {
  /** LINKS_MANAGER, in no group: owns links in the tests. */
  owner: 'owner@illinois.edu',
  /** LINKS_MANAGER and a member of 'officers'. */
  delegate: 'delegate@illinois.edu',
  /** LINKS_MANAGER in 'infra-team' only: a stranger to links delegated to 'officers'. */
  stranger: 'stranger@illinois.edu',
  /** LINKS_ADMIN only. */
  linksAdmin: 'links-admin@illinois.edu',
  /** A member of 'officers' without a links role (the seeded events manager). */
  officerWithoutRole: 'events@illinois.edu',
} as const;

export async function addLinkPeople(db: Db): Promise<void> {
  const manager = (username: string) => ({
    principalType: 'user' as const,
    principalId: username,
    role: 'LINKS_MANAGER',
  });
  await db
    .insert(roleAssignments)
    .values([
      manager(linkPeople.owner),
      manager(linkPeople.delegate),
      manager(linkPeople.stranger),
      { principalType: 'user', principalId: linkPeople.linksAdmin, role: 'LINKS_ADMIN' },
    ]);
  await db.insert(directoryGroupMembers).values([
    { groupId: 'officers', username: linkPeople.delegate },
    { groupId: 'infra-team', username: linkPeople.stranger },
  ]);
}
