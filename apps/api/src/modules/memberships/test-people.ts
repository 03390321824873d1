import type { Db } from '../../db/client';
import { roleAssignments } from '../../db/schema';

/** People for the membership permission tests, beside the seeded demo accounts. */
export const membershipPeople = {
  internal: 'int-viewer@illinois.edu',
  external: 'ext-viewer@illinois.edu',
  manager: 'list-manager@illinois.edu',
  treasurer: 'paid-list-keeper@illinois.edu',
} as const;

export async function addMembershipPeople(db: Db): Promise<void> {
  await db.insert(roleAssignments).values([
    { principalType: 'user', principalId: membershipPeople.internal, role: 'VIEW_INTERNAL_MEMBERSHIP_LIST' },
    { principalType: 'user', principalId: membershipPeople.external, role: 'VIEW_EXTERNAL_MEMBERSHIP_LIST' },
    { principalType: 'user', principalId: membershipPeople.manager, role: 'MANAGE_EXTERNAL_MEMBERSHIP_LIST' },
    { principalType: 'user', principalId: membershipPeople.treasurer, role: 'MANAGE_INTERNAL_MEMBERSHIP_LIST' },
  ]);
}
