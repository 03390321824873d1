import { AppError, notFound } from '../../lib/app-error';
import type { DirectoryGroup } from '../../plugins/directory/types';
import type { IamDeps } from './iam-context';
import { protectedGroupIds } from './repository';

const unavailable = (deps: IamDeps, error: unknown, what: string) => {
  deps.log.error({ err: error }, `directory: ${what} failed`);
  return new AppError('DirectoryError', 'The directory is unavailable. Try again later.');
};

/** GET /api/v1/iam/groups: every group except the protected ones. */
export async function listGroups(deps: IamDeps): Promise<DirectoryGroup[]> {
  const [groups, hidden] = await Promise.all([
    deps.directory.listGroups().catch((error: unknown) => {
      throw unavailable(deps, error, 'listing groups');
    }),
    protectedGroupIds(deps.db, deps.protectedGroups),
  ]);
  return groups.filter((group) => !hidden.has(group.id));
}

/** A group the IAM page may manage; a protected group is answered as if it did not exist. */
export async function manageableGroup(deps: IamDeps, groupId: string): Promise<DirectoryGroup> {
  const hidden = await protectedGroupIds(deps.db, deps.protectedGroups);
  if (hidden.has(groupId)) throw new AppError('ForbiddenError', 'This group is protected and cannot be managed here.');
  const group = await deps.directory.getGroup(groupId).catch((error: unknown) => {
    throw unavailable(deps, error, 'reading a group');
  });
  if (!group) throw notFound('Group not found.');
  return group;
}

/** GET /api/v1/iam/groups/{groupId} */
export async function listGroupMembers(deps: IamDeps, groupId: string) {
  await manageableGroup(deps, groupId);
  return deps.directory.listGroupMembers(groupId).catch((error: unknown) => {
    throw unavailable(deps, error, 'listing members');
  });
}
