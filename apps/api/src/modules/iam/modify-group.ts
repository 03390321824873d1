import { groupMemberEmailError, type PerEmailResponse } from '@cp/contracts/iam';
import type { IamDeps } from './iam-context';
import { manageableGroup } from './list-groups';
import { perEmail, toResponse } from './per-email';
import type { Acting } from '../../plugins/auth';

const inBoth = 'This email is listed both to add and to remove.';

/** PATCH /api/v1/iam/groups/{groupId}: adds and removes members, each email on its own. */
export async function modifyGroup(
  deps: IamDeps,
  actor: Acting,
  groupId: string,
  input: { add: string[]; remove: string[] },
): Promise<PerEmailResponse> {
  const group = await manageableGroup(deps, groupId);
  const add = [...new Set(input.add)];
  const remove = [...new Set(input.remove)];
  const conflicting = add.filter((email) => remove.includes(email));
  const outsiders = add.flatMap((email) => {
    const message = conflicting.includes(email) ? null : groupMemberEmailError(email, deps.emailDomain);
    return message ? [{ email, ok: false as const, message }] : [];
  });
  const label = `${group.displayName} (${group.id})`;
  const added = await perEmail(
    deps,
    actor,
    add.filter((email) => !conflicting.includes(email) && !outsiders.some((o) => o.email === email)),
    async (directory, email) => {
      await directory.addGroupMember(group.id, email);
      return `Added ${email} to group ${label}.`;
    },
  );
  const removed = await perEmail(
    deps,
    actor,
    remove.filter((email) => !conflicting.includes(email)),
    async (directory, email) => {
      await directory.removeGroupMember(group.id, email);
      return `Removed ${email} from group ${label}.`;
    },
  );
  const refused = conflicting.map((email) => ({ email, ok: false as const, message: inBoth }));
  return toResponse([...added, ...removed, ...refused, ...outsiders]);
}
