import { eq, inArray, or, and } from 'drizzle-orm';
import { appRoles, derivedRoles, type AppRole } from '@cp/contracts';
import type { OrgRole } from '@cp/contracts/session';
import type { Db } from '../../db/client';
import { directoryGroupMembers, orgRoles, roleAssignments } from '../../db/schema';
import type { Directory } from '../directory/types';

const assignable = appRoles.filter((role) => !derivedRoles.includes(role));

/**
 * Roles from assignments to the user and to the user's groups; '*' grants every role. Read on
 * every request and never cached, so a group change applies on the caller's very next request,
 * on every instance. The local directory's membership is a subquery of the same statement; a
 * remote directory (Microsoft Graph) is asked for the user's groups first.
 */
export async function loadRoles(
  db: Db,
  username: string,
  directory?: Pick<Directory, 'kind' | 'groupsOf'>,
): Promise<{ roles: AppRole[]; orgRoles: OrgRole[] }> {
  const groupIds =
    directory && directory.kind !== 'local'
      ? await directory.groupsOf(username)
      : db
          .select({ id: directoryGroupMembers.groupId })
          .from(directoryGroupMembers)
          .where(eq(directoryGroupMembers.username, username));
  const [assigned, orgs] = await Promise.all([
    db
      .select({ role: roleAssignments.role })
      .from(roleAssignments)
      .where(
        or(
          and(eq(roleAssignments.principalType, 'user'), eq(roleAssignments.principalId, username)),
          and(eq(roleAssignments.principalType, 'group'), inArray(roleAssignments.principalId, groupIds)),
        ),
      ),
    db
      .select({ org: orgRoles.orgId, role: orgRoles.role })
      .from(orgRoles)
      .where(eq(orgRoles.username, username))
      .orderBy(orgRoles.orgId),
  ]);
  const names = new Set(assigned.map((a) => a.role));
  const roles: AppRole[] = names.has('*') ? [...assignable] : assignable.filter((role) => names.has(role));
  if (orgs.some((o) => o.role === 'LEAD')) roles.push('AT_LEAST_ONE_ORG_MANAGER');
  return { roles, orgRoles: orgs };
}
