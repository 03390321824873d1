import type { CreateElectionRequest, Position, PositionInput, UpdateElectionRequest } from '@cp/contracts/elections';
import type { z } from 'zod';
import type { createElectionRequest, updateElectionRequest } from '@cp/contracts/elections';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../../plugins/audit';
import type { Acting } from '../../plugins/auth';
import { findOrganizationName } from '../organizations';
import type { ElectionDeps } from './deps';
import { savePhotos, takeUploads } from './photos';
import {
  findElection,
  insertElection,
  updateUnopenedElection,
  type ElectionRow,
  type ElectionWrite,
} from './repository';

type CreateInput = z.output<typeof createElectionRequest>;
type UpdateInput = z.output<typeof updateElectionRequest>;
export type { CreateElectionRequest, UpdateElectionRequest };

/** Positions and candidates get ids by their place: before opening no ballot refers to them. */
function withIds(positions: PositionInput[]): Position[] {
  return positions.map((position, p) => ({
    ...position,
    id: `p${p + 1}`,
    candidates: position.candidates.map((candidate, c) => ({ ...candidate, id: `p${p + 1}c${c + 1}` })),
  }));
}

async function checkRoll(deps: ElectionDeps, input: Pick<UpdateInput, 'eligibility'>): Promise<void> {
  const e = input.eligibility;
  if (e?.kind === 'organization' && !(await findOrganizationName(deps.db, e.orgId)))
    throw badRequest('Unknown organization');
  if (e?.kind === 'group' && !(await deps.directory.getGroup(e.groupId).catch(() => null)))
    throw badRequest('Unknown group');
}

/** The row's changes, and the photos uploaded with them (each candidate then names its photo's id). */
function toWrite(input: UpdateInput): {
  write: Partial<ElectionWrite>;
  uploads: ReturnType<typeof takeUploads>['uploads'];
} {
  const { opensAt, closesAt, positions, ...rest } = input;
  const taken = positions ? takeUploads(withIds(positions)) : undefined;
  const write = {
    ...rest,
    ...(opensAt ? { opensAt: new Date(opensAt) } : {}),
    ...(closesAt ? { closesAt: new Date(closesAt) } : {}),
    ...(taken ? { positions: taken.positions } : {}),
  };
  return { write, uploads: taken?.uploads ?? [] };
}

export async function createElection(deps: ElectionDeps, acting: Acting, input: CreateInput): Promise<ElectionRow> {
  await checkRoll(deps, input);
  const { write, uploads } = toWrite(input);
  return deps.db.transaction(async (tx) => {
    const row = await insertElection(tx, { ...(write as ElectionWrite), createdBy: acting.username });
    await savePhotos(tx, row.id, row.positions, uploads);
    await writeAudit(tx, {
      module: 'elections',
      actor: acting.username,
      target: row.id,
      message: `Created election "${row.title}" (${row.positions.length} position(s)).`,
      requestId: acting.requestId,
    });
    return row;
  });
}

/** Changes an election before it opens; after, 409 (the ballot is fixed once anyone may vote). */
export async function updateElection(
  deps: ElectionDeps,
  acting: Acting,
  id: string,
  input: UpdateInput,
): Promise<ElectionRow> {
  const before = await findElection(deps.db, id);
  if (!before) throw notFound('Election not found');
  await checkRoll(deps, input);
  const opensAt = input.opensAt ? Date.parse(input.opensAt) : before.opensAt.getTime();
  const closesAt = input.closesAt ? Date.parse(input.closesAt) : before.closesAt.getTime();
  if (opensAt >= closesAt) throw badRequest('Voting must close after it opens');
  const { write, uploads } = toWrite(input);
  return deps.db.transaction(async (tx) => {
    const row = await updateUnopenedElection(tx, id, write);
    if (!row) throw conflict('This election has opened: its ballot can no longer change.');
    if (write.positions) await savePhotos(tx, id, row.positions, uploads);
    await writeAudit(tx, {
      module: 'elections',
      actor: acting.username,
      target: id,
      message: `Changed election "${row.title}": ${Object.keys(input).join(', ')}.`,
      requestId: acting.requestId,
    });
    return row;
  });
}
