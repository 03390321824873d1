import { conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import type { ElectionDeps } from './deps';
import { findElection, moveBoundaryToNow } from './repository';
import { settleElection } from './settle-election';

/** A manager opens or closes voting now instead of at the window's time: the window moves, then settles. */
export async function moveWindowToNow(
  deps: ElectionDeps,
  acting: Acting,
  id: string,
  action: 'open' | 'close',
): Promise<void> {
  const row = await findElection(deps.db, id);
  if (!row) throw notFound('Election not found');
  if (action === 'close' && !row.openedAt && row.opensAt.getTime() > Date.now())
    throw conflict('Voting has not opened yet.');
  await moveBoundaryToNow(deps.db, id, action === 'open' ? 'opensAt' : 'closesAt');
  await settleElection(deps, id, { username: acting.username, requestId: acting.requestId });
}
