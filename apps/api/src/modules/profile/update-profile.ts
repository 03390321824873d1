import type { UpdateProfileRequest } from '@cp/contracts/profile';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { createLocalDirectory } from '../../plugins/directory/local';
import type { Directory } from '../../plugins/directory/types';
import { notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';

/** Edits the caller's own profile; the local directory write and its audit entry share a transaction. */
export async function updateProfile(
  deps: { db: Db; directory: Directory; localDirectory: boolean },
  actor: Acting,
  changes: UpdateProfileRequest,
) {
  if (!deps.localDirectory) return deps.directory.updateProfile(actor.username, changes);
  return deps.db.transaction(async (tx) => {
    const directory = createLocalDirectory(tx as never);
    if (!(await directory.getProfile(actor.username))) throw notFound('Profile not found.');
    const profile = await directory.updateProfile(actor.username, changes);
    await writeAudit(tx, {
      module: 'profile',
      actor: actor.username,
      target: actor.username,
      message: 'Updated profile.',
      requestId: actor.requestId,
    });
    return profile;
  });
}
