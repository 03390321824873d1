import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../plugins/audit';
import { groupRollOf, rollOf } from './eligibility';
import type { ElectionDeps } from './deps';
import {
  claimClosing,
  claimOpening,
  electionsToSettle,
  findElection,
  insertRoll,
  listBallots,
  rewriteBallotBoxAndRoll,
  saveResults,
  type ElectionRow,
} from './repository';
import { tallyElection } from './tally';

/** Who acted: a manager's explicit open or close, or the voting window itself. */
export interface SettledBy {
  username: string;
  requestId?: string;
}
const byWindow: SettledBy = { username: 'voting window' };

async function open(deps: ElectionDeps, id: string, by: SettledBy): Promise<void> {
  const group = await groupRollOf(deps, (await findElection(deps.db, id))?.eligibility);
  await deps.db.transaction(async (tx) => {
    const seed = randomBytes(16).toString('hex');
    const row = await claimOpening(tx, id, seed);
    if (!row) return;
    const size = await insertRoll(tx, id, await rollOf(deps, tx, row.eligibility, group));
    await writeAudit(tx, {
      module: 'elections',
      actor: by.username,
      target: id,
      message: `Voting opened on "${row.title}": a roll of ${size}, tie-break seed ${seed}.`,
      requestId: by.requestId,
    });
  });
}

async function close(deps: ElectionDeps, id: string, by: SettledBy): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await claimClosing(tx, id);
    if (!row) return;
    await rewriteBallotBoxAndRoll(tx, id);
    const ballots = await listBallots(tx, id);
    const results = tallyElection(
      { id, title: row.title, seed: row.seed ?? '', rollSize: row.rollSize ?? 0, positions: row.positions },
      ballots,
    );
    await saveResults(tx, id, results);
    const audit = { module: 'elections' as const, actor: by.username, target: id, requestId: by.requestId };
    await writeAudit(tx, [
      { ...audit, message: `Voting closed on "${row.title}": ${ballots.length} of ${row.rollSize ?? 0} voted.` },
      { ...audit, message: `Results of "${row.title}" published.` },
    ]);
  });
}

/**
 * Acts on the window: opens an election whose opening time has come (seed, roll) and closes one
 * whose closing time has come (ballot box rewritten, results counted and published). Each happens
 * once, whoever asks first; the scheduler and every read ask.
 */
export async function settleElection(
  deps: ElectionDeps,
  id: string,
  by: SettledBy = byWindow,
): Promise<ElectionRow | undefined> {
  let row = await findElection(deps.db, id);
  if (!row) return undefined;
  const now = Date.now();
  if (!row.openedAt && row.opensAt.getTime() <= now) {
    await open(deps, id, by);
    row = (await findElection(deps.db, id))!;
  }
  if (row.openedAt && !row.closedAt && row.closesAt.getTime() <= now) {
    await close(deps, id, by);
    row = (await findElection(deps.db, id))!;
  }
  return row;
}

/** Settles every election whose window has passed a boundary: the server's scheduled job. */
export async function settleDueElections(deps: ElectionDeps): Promise<void> {
  for (const id of await electionsToSettle(deps.db)) await settleElection(deps, id);
}
