import type { BallotsFile, Election, ElectionResults } from '@cp/contracts/elections';
import { forbidden, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import type { ElectionDeps } from './deps';
import { callerRoll, mayManage, statusOf, toElection } from './election-view';
import { electionsToSettle, listBallots, listElections, type ElectionRow } from './repository';
import { settleElection } from './settle-election';

const notPublished = 'Results are published when voting closes.';

/** The election if the caller may see it: managers always, everyone else once voting has opened. */
async function visibleElection(deps: ElectionDeps, acting: Acting, id: string): Promise<ElectionRow> {
  const row = await settleElection(deps, id);
  if (!row || (statusOf(row) === 'scheduled' && !mayManage(acting))) throw notFound('Election not found');
  return row;
}

export async function getElection(deps: ElectionDeps, acting: Acting, id: string): Promise<Election> {
  const row = await visibleElection(deps, acting, id);
  return toElection(deps, acting, row, await callerRoll(deps, acting));
}

/** A manager's every election; anyone else's, those whose roll holds them. */
export async function listMyElections(deps: ElectionDeps, acting: Acting): Promise<Election[]> {
  for (const id of await electionsToSettle(deps.db)) await settleElection(deps, id);
  const roll = await callerRoll(deps, acting);
  const rows = (await listElections(deps.db)).filter((row) => mayManage(acting) || roll.has(row.id));
  return Promise.all(rows.map((row) => toElection(deps, acting, row, roll)));
}

export async function getResults(deps: ElectionDeps, acting: Acting, id: string): Promise<ElectionResults> {
  const row = await visibleElection(deps, acting, id);
  if (!row.results) throw forbidden(notPublished);
  return row.results;
}

export async function getBallotsFile(deps: ElectionDeps, acting: Acting, id: string): Promise<BallotsFile> {
  const row = await visibleElection(deps, acting, id);
  if (!row.closedAt) throw forbidden(notPublished);
  return {
    election: {
      id: row.id,
      title: row.title,
      seed: row.seed ?? '',
      rollSize: row.rollSize ?? 0,
      positions: row.positions,
    },
    ballots: await listBallots(deps.db, id),
  };
}
