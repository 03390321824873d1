import { appRoles } from '@cp/contracts';
import type { IamDeps } from './iam-context';
import { manageableGroup } from './list-groups';
import { groupRoleAssignments, replaceGroupRoles } from './repository';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';

/** GET /api/v1/iam/groups/{groupId}/roles: '*' (every role) is answered as the whole list. */
export async function getGroupRoles(deps: IamDeps, groupId: string): Promise<string[]> {
  const roles = await groupRoleAssignments(deps.db, groupId);
  return roles.includes('*') ? [...appRoles] : roles;
}

/**
 * POST /api/v1/iam/groups/{groupId}/roles: replaces the group's roles, audited in the same
 * transaction. A protected group (the administrators') is refused like every other IAM change.
 */
export async function setGroupRoles(deps: IamDeps, actor: Acting, groupId: string, roles: string[]): Promise<void> {
  const group = await manageableGroup(deps, groupId);
  await deps.db.transaction(async (tx) => {
    await replaceGroupRoles(tx, group.id, roles);
    await writeAudit(tx, {
      module: 'iam',
      actor: actor.username,
      target: group.id,
      message: `Set the roles of group ${group.displayName} to ${[...roles].sort().join(', ')}.`,
      requestId: actor.requestId,
    });
  });
}
